package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.lanin.engine.catalog.StorageOptions;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.ddl.DdlLexer.Token;

/**
 * Storage parameters: {@code WITH (name [= value], ...)} of CREATE TABLE and CREATE INDEX, ALTER
 * TABLE / INDEX {@code SET (...)} and {@code RESET (...)}, validated and kept as PostgreSQL's
 * reloptions.c does (transformRelOptions, then heap_reloptions / index_reloptions): the result is
 * pg_class.reloptions, a list of {@code name=value} texts in the order written, a SET replacing the
 * options it names and appending them. The engine acts on the heap's {@code fillfactor}
 * and the autovacuum ones ({@link StorageOptions}); the others are validated and kept for
 * catalog readers and dumps. {@code toast.} parameters are validated and dropped (no TOAST table).
 */
final class StorageParameters {
    /** One written parameter: {@code value} null when only the name was written. */
    record Param(String namespace, String name, String value) {
    }

    /** Which relation the parameters are for (PostgreSQL's relopt_kind). */
    enum Kind {
        HEAP, TOAST, PARTITIONED, BTREE, HASH, GIST, GIN, VIEW
    }

    private enum Type { BOOL, INT, REAL, ENUM }

    private record Def(String name, Type type, double min, double max, List<Kind> kinds) {
    }

    private static final List<Kind> HEAP = List.of(Kind.HEAP);
    private static final List<Kind> HEAP_TOAST = List.of(Kind.HEAP, Kind.TOAST);

    /** PostgreSQL 15's table (reloptions.c's boolRelOpts, intRelOpts, realRelOpts, enumRelOpts), for the kinds Lanin has. */
    private static final List<Def> DEFS = List.of(
            new Def("autovacuum_enabled", Type.BOOL, 0, 0, HEAP_TOAST),
            new Def("user_catalog_table", Type.BOOL, 0, 0, HEAP),
            new Def("vacuum_truncate", Type.BOOL, 0, 0, HEAP_TOAST),
            new Def("deduplicate_items", Type.BOOL, 0, 0, List.of(Kind.BTREE)),
            new Def("fastupdate", Type.BOOL, 0, 0, List.of(Kind.GIN)),
            new Def("security_barrier", Type.BOOL, 0, 0, List.of(Kind.VIEW)),
            new Def("security_invoker", Type.BOOL, 0, 0, List.of(Kind.VIEW)),
            new Def("check_option", Type.ENUM, 0, 0, List.of(Kind.VIEW)),
            new Def("fillfactor", Type.INT, 10, 100, List.of(Kind.HEAP, Kind.BTREE, Kind.HASH, Kind.GIST)),
            new Def("autovacuum_vacuum_threshold", Type.INT, 0, Integer.MAX_VALUE, HEAP_TOAST),
            new Def("autovacuum_vacuum_insert_threshold", Type.INT, -1, Integer.MAX_VALUE, HEAP_TOAST),
            new Def("autovacuum_analyze_threshold", Type.INT, 0, Integer.MAX_VALUE, HEAP),
            new Def("autovacuum_vacuum_cost_limit", Type.INT, 1, 10000, HEAP_TOAST),
            new Def("autovacuum_freeze_min_age", Type.INT, 0, 1_000_000_000, HEAP_TOAST),
            new Def("autovacuum_multixact_freeze_min_age", Type.INT, 0, 1_000_000_000, HEAP_TOAST),
            new Def("autovacuum_freeze_max_age", Type.INT, 100_000, 2_000_000_000, HEAP_TOAST),
            new Def("autovacuum_multixact_freeze_max_age", Type.INT, 10_000, 2_000_000_000, HEAP_TOAST),
            new Def("autovacuum_freeze_table_age", Type.INT, 0, 2_000_000_000, HEAP_TOAST),
            new Def("autovacuum_multixact_freeze_table_age", Type.INT, 0, 2_000_000_000, HEAP_TOAST),
            new Def("log_autovacuum_min_duration", Type.INT, -1, Integer.MAX_VALUE, HEAP_TOAST),
            new Def("toast_tuple_target", Type.INT, 128, 8160, HEAP),
            new Def("gin_pending_list_limit", Type.INT, 64, Integer.MAX_VALUE / 1024, List.of(Kind.GIN)),
            new Def("parallel_workers", Type.INT, 0, 1024, HEAP),
            new Def("autovacuum_vacuum_cost_delay", Type.REAL, 0, 100, HEAP_TOAST),
            new Def("autovacuum_vacuum_scale_factor", Type.REAL, 0, 100, HEAP_TOAST),
            new Def("autovacuum_vacuum_insert_scale_factor", Type.REAL, 0, 100, HEAP_TOAST),
            new Def("autovacuum_analyze_scale_factor", Type.REAL, 0, 100, HEAP),
            new Def("vacuum_cleanup_index_scale_factor", Type.REAL, 0, 1e10, List.of(Kind.BTREE)),
            new Def("vacuum_index_cleanup", Type.ENUM, 0, 0, HEAP_TOAST),
            new Def("buffering", Type.ENUM, 0, 0, List.of(Kind.GIST)));

    private StorageParameters() {
    }

    /** At {@code WITH}: the parenthesised list, or null (nothing consumed) when no {@code WITH (} is there. */
    static List<Param> parseWith(DdlParser p) {
        int mark = p.mark();
        if (!p.acceptWord("with")) {
            return null;
        }
        if (!p.peekSymbol("(")) {
            p.reset(mark);
            return null;
        }
        return parseList(p, true);
    }

    /**
     * {@code (name [= value], ...)}; for RESET ({@code values} false) a value is PostgreSQL's 42601.
     */
    static List<Param> parseList(DdlParser p, boolean values) {
        p.expect("(");
        List<Param> out = new ArrayList<>();
        do {
            String first = p.name();
            String namespace = null;
            String name = first;
            if (p.accept(".")) {
                namespace = first;
                name = p.name();
            }
            String value = null;
            if (p.accept("=")) {
                if (!values) {
                    throw LaninException.of(StorageParameterMsg.RESET_WITH_VALUE);
                }
                value = value(p);
            }
            out.add(new Param(namespace, name, value));
        } while (p.accept(","));
        p.expect(")");
        return out;
    }

    /** A value as PostgreSQL's defGetString renders it: an integer without leading zeros, a word folded, a string's text. */
    private static String value(DdlParser p) {
        boolean minus = p.accept("-");
        if (!minus) {
            p.accept("+");
        }
        Token k = p.next();
        if (k == null) {
            throw p.error();
        }
        if (k.kind() == DdlLexer.Kind.NUMBER) {
            String t = k.text();
            boolean integral = t.chars().allMatch(Character::isDigit);
            if (integral && t.length() < 19) {
                t = Long.toString(Long.parseLong(t));
            }
            return minus ? "-" + t : t;
        }
        if (minus) {
            throw p.error();
        }
        if (k.kind() == DdlLexer.Kind.STRING && k.text().startsWith("'")) {
            String body = k.text();
            return body.substring(1, body.length() - 1).replace("''", "'");
        }
        if (k.kind() == DdlLexer.Kind.WORD || k.kind() == DdlLexer.Kind.QUOTED) {
            return k.text();
        }
        throw p.error();
    }

    /**
     * The options {@code params} set on a new relation of {@code kind}, validated; null for none.
     * {@code oids=false} is accepted and dropped, {@code oids=true} is PostgreSQL's 0A000.
     */
    static List<String> create(Kind kind, List<Param> params) {
        return params == null ? null : merge(kind, List.of(), params);
    }

    /** ALTER ... SET (...): {@code existing} with the options named replaced, the new ones after the kept ones. */
    static List<String> set(Kind kind, List<String> existing, List<Param> params) {
        return merge(kind, existing == null ? List.of() : existing, params);
    }

    /** ALTER ... RESET (names): {@code existing} without them (names not set, or not known, are ignored). */
    static List<String> reset(List<String> existing, List<Param> names) {
        List<String> out = new ArrayList<>();
        for (String o : existing == null ? List.<String>of() : existing) {
            if (names.stream().noneMatch(n -> n.namespace() == null && o.startsWith(n.name() + "="))) {
                out.add(o);
            }
        }
        return out.isEmpty() ? null : out;
    }

    private static List<String> merge(Kind kind, List<String> existing, List<Param> params) {
        List<String> out = new ArrayList<>();
        for (String o : existing) {
            if (params.stream().noneMatch(n -> n.namespace() == null && o.startsWith(n.name() + "="))) {
                out.add(o);
            }
        }
        List<Param> toast = new ArrayList<>();
        for (Param prm : params) {
            if (prm.namespace() != null) {
                if (!prm.namespace().equals("toast")) {
                    throw LaninException.of(StorageParameterMsg.UNKNOWN_NAMESPACE, prm.namespace());
                }
                toast.add(prm);
                continue;
            }
            if (prm.name().equals("oids") && (kind == Kind.HEAP || kind == Kind.PARTITIONED)) {
                if (Boolean.TRUE.equals(StorageOptions.parseBool(prm.value() == null ? "true" : prm.value()))) {
                    throw LaninException.of(StorageParameterMsg.WITH_OIDS);
                }
                continue; // PostgreSQL drops WITH (oids = false)
            }
            out.add(prm.name() + "=" + (prm.value() == null ? "true" : prm.value()));
        }
        validate(kind, out);
        if (kind == Kind.HEAP) {
            List<String> toastOptions = new ArrayList<>();
            for (Param prm : toast) {
                toastOptions.add(prm.name() + "=" + (prm.value() == null ? "true" : prm.value()));
            }
            validate(Kind.TOAST, toastOptions);
        }
        return out.isEmpty() ? null : out;
    }

    /** heap_reloptions / index_reloptions with validation: every option known for the kind, set once, its value valid. */
    private static void validate(Kind kind, List<String> options) {
        List<String> seen = new ArrayList<>();
        for (String o : options) {
            int eq = o.indexOf('=');
            String name = o.substring(0, eq);
            String value = o.substring(eq + 1);
            Def def = DEFS.stream().filter(d -> d.name().equals(name) && d.kinds().contains(kind)).findFirst().orElse(null);
            if (def == null) {
                throw LaninException.of(StorageParameterMsg.UNRECOGNIZED, name);
            }
            if (seen.contains(name)) {
                throw LaninException.of(StorageParameterMsg.SPECIFIED_TWICE, name);
            }
            seen.add(name);
            check(def, value);
        }
    }

    private static void check(Def def, String value) {
        switch (def.type()) {
            case BOOL -> {
                if (StorageOptions.parseBool(value) == null) {
                    throw LaninException.of(StorageParameterMsg.INVALID_BOOL, def.name(), value);
                }
            }
            case INT -> {
                Double v = parseNumber(value, true);
                if (v == null) {
                    throw LaninException.of(StorageParameterMsg.INVALID_INT, def.name(), value);
                }
                if (v < def.min() || v > def.max()) {
                    throw LaninException.withHint(String.format(Locale.ROOT, "Valid values are between \"%d\" and \"%d\".",
                                    (long) def.min(), (long) def.max()),
                            StorageParameterMsg.OUT_OF_BOUNDS, value.trim(), def.name());
                }
            }
            case REAL -> {
                Double v = parseNumber(value, false);
                if (v == null) {
                    throw LaninException.of(StorageParameterMsg.INVALID_REAL, def.name(), value);
                }
                if (v < def.min() || v > def.max()) {
                    throw LaninException.withHint(String.format(Locale.ROOT, "Valid values are between \"%f\" and \"%f\".",
                                    def.min(), def.max()),
                            StorageParameterMsg.OUT_OF_BOUNDS, value.trim(), def.name());
                }
            }
            case ENUM -> {
                boolean view = def.name().equals("check_option");
                List<String> allowed = view ? List.of("local", "cascaded") : def.name().equals("buffering") ? List.of("auto", "on", "off")
                        : List.of("auto", "on", "off", "true", "false", "yes", "no", "1", "0");
                if (!allowed.contains(value.toLowerCase(Locale.ROOT))) {
                    throw LaninException.withHint(view ? "Valid values are \"local\" and \"cascaded\"."
                            : "Valid values are \"on\", \"off\", and \"auto\".", StorageParameterMsg.INVALID_ENUM, def.name(), value);
                }
            }
            default -> throw new IllegalStateException(def.type().name());
        }
    }

    /**
     * PostgreSQL's parse_int (a fraction is rounded) or parse_real, without units; null when the
     * text is no number. Integers must fit in 32 bits.
     */
    private static Double parseNumber(String text, boolean integer) {
        String t = text.trim();
        if (t.isEmpty() || !t.matches("[+-]?(\\d+\\.?\\d*([eE][+-]?\\d+)?|\\.\\d+([eE][+-]?\\d+)?)")) {
            return null;
        }
        double d = Double.parseDouble(t);
        if (integer) {
            d = Math.rint(d);
            if (d < Integer.MIN_VALUE || d > Integer.MAX_VALUE) {
                return null;
            }
        }
        return d;
    }
}
