package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlLexer.Kind;
import org.lanin.planner.ddl.DdlLexer.Token;
import org.lanin.planner.ddl.DdlStatement.*;

/**
 * A recursive-descent parser for PostgreSQL's CREATE/DROP/ALTER TABLE, CREATE/DROP INDEX,
 * sequences and TRUNCATE. Expressions inside (defaults, CHECKs) are cut out as source text
 * and left to JSqlParser and the binder.
 */
public final class DdlParser {
    private final String sql;
    private final List<Token> t;
    private int pos;
    /** What unqualified names resolve against; null: the bare name (the public schema). */
    private org.lanin.engine.catalog.CatalogSnapshot catalog;
    private org.lanin.engine.catalog.SearchPath path = org.lanin.engine.catalog.SearchPath.DEFAULT;

    private DdlParser(String sql) {
        this.sql = sql;
        this.t = DdlLexer.lex(sql);
    }

    /** The DDL statement in {@code sql}, or null when it is not one this parser handles. */
    public static DdlStatement parse(String sql) {
        return parse(sql, null, org.lanin.engine.catalog.SearchPath.DEFAULT);
    }

    /** {@link #parse(String)} with names resolved through {@code path} against {@code catalog}. */
    public static DdlStatement parse(String sql, org.lanin.engine.catalog.CatalogSnapshot catalog,
                                     org.lanin.engine.catalog.SearchPath path) {
        DdlParser p = new DdlParser(sql);
        p.catalog = catalog;
        p.path = path;
        DdlStatement s = p.statement();
        if (s != null) {
            p.accept(";");
            if (p.pos < p.t.size()) {
                throw p.error();
            }
        }
        return s;
    }

    private DdlStatement statement() {
        if (acceptWord("create")) {
            boolean orReplace = false;
            if (acceptWord("or")) {
                expectWord("replace");
                orReplace = true;
            }
            DdlStatement language = LanguageDdl.create(this, orReplace);
            if (language != null) {
                return language;
            }
            if (orReplace || peekWord("view") || peekWord("temp") || peekWord("temporary") || peekWord("local")
                    || peekWord("global")) {
                int mark = pos;
                boolean temp = TempTableDdl.acceptTemp(this);
                if (acceptWord("view")) {
                    return view(orReplace, temp);
                }
                if (orReplace) {
                    return null;
                }
                pos = mark;
            }
            if (acceptWord("materialized")) {
                return MatviewParser.create(this);
            }
            boolean unique = acceptWord("unique");
            if (acceptWord("index")) {
                return new CreateIndexParser(this).parse(unique);
            }
            if (unique) {
                throw error();
            }
            boolean temp = TempTableDdl.acceptTemp(this);
            boolean unlogged = acceptWord("unlogged");
            if (acceptWord("table")) {
                DdlStatement table = new CreateTableParser(this).parse();
                if (temp || TempTableDdl.namesTemp(table)) {
                    return TempTableDdl.finishParse(this, table);
                }
                return unlogged && table instanceof DdlStatement.CreateTable t ? new DdlStatement.CreateUnlogged(t) : table;
            }
            if (acceptWord("sequence")) {
                return sequence();
            }
            if (acceptWord("type")) {
                return TypeParser.createType(this);
            }
            if (acceptWord("domain")) {
                return TypeParser.createDomain(this);
            }
            if (acceptWord("schema")) {
                return SchemaParser.create(this);
            }
            if (acceptWord("extension")) {
                return Extensions.parseCreate(this);
            }
            if (acceptWord("role") || acceptWord("group")) {
                return RoleDdl.parseCreate(this, false);
            }
            if (peekWord("user") && !(pos + 1 < t.size() && t.get(pos + 1).is("mapping"))) {
                next();
                return RoleDdl.parseCreate(this, true);
            }
            return null;
        }
        if (acceptWord("drop")) {
            if (acceptWord("materialized")) {
                return MatviewParser.drop(this);
            }
            if (peekWord("type") || peekWord("domain")) {
                return TypeParser.dropType(this);
            }
            if (acceptWord("schema")) {
                return SchemaParser.drop(this);
            }
            if (acceptWord("extension")) {
                return Extensions.parseDrop(this);
            }
            if (acceptWord("role") || acceptWord("group")
                    || peekWord("user") && !(pos + 1 < t.size() && t.get(pos + 1).is("mapping")) && acceptWord("user")) {
                return RoleDdl.parseDrop(this);
            }
            return drop();
        }
        if (acceptWord("truncate")) {
            return truncate();
        }
        if (acceptWord("reindex")) {
            return ReindexExecutor.parse(this);
        }
        if (acceptWord("refresh")) {
            return MatviewParser.refresh(this);
        }
        if (acceptWord("alter")) {
            return alter();
        }
        if (acceptWord("lock")) {
            return lockTable();
        }
        if (acceptWord("comment")) {
            return comment();
        }
        if (peekWord("grant") || peekWord("revoke")) {
            return GrantParser.parse(this, next().is("grant"));
        }
        return null;
    }

    private DdlStatement alter() {
        DdlStatement language = LanguageDdl.alter(this);
        if (language != null) {
            return language;
        }
        if (acceptWord("table")) {
            return new AlterTableParser(this).parse();
        }
        if (peekWord("type") || peekWord("domain")) {
            return TypeParser.alterType(this);
        }
        if (acceptWord("schema")) {
            return SchemaParser.alter(this);
        }
        if (acceptWord("materialized")) {
            return MatviewParser.alter(this);
        }
        if (acceptWord("role") || acceptWord("user")) {
            return RoleDdl.parseAlter(this, false);
        }
        if (acceptWord("group")) {
            return RoleDdl.parseAlter(this, true);
        }
        ObjectKind kind = acceptWord("index") ? ObjectKind.INDEX : acceptWord("sequence") ? ObjectKind.SEQUENCE
                : acceptWord("view") ? ObjectKind.VIEW : null;
        if (kind == null) {
            return null;
        }
        boolean ifExists = ifExists();
        String name = qualifiedName();
        if (acceptWord("rename")) {
            return new AlterTableParser(this).rename(kind, name, ifExists);
        }
        DdlStatement moved = SchemaParser.setSchema(this, kind, name, ifExists);
        if (moved != null) {
            return moved;
        }
        if (acceptWord("owner")) {
            return AlterTableParser.owner(this, kind, name, ifExists);
        }
        if (kind == ObjectKind.VIEW && acceptWord("alter")) {
            acceptWord("column");
            String column = name();
            if (acceptWord("drop")) {
                expectWord("default");
                return new AlterViewDefault(name, ifExists, column, null);
            }
            expectWord("set");
            expectWord("default");
            return new AlterViewDefault(name, ifExists, column, expressionText(k -> false));
        }
        if (kind == ObjectKind.SEQUENCE) {
            return AlterSequenceParser.parse(this, name, ifExists);
        }
        if (kind == ObjectKind.INDEX && acceptWord("attach")) {
            expectWord("partition");
            return new DdlStatement.AttachIndex(name, qualifiedName());
        }
        DdlStatement.SetStorage storage = kind == ObjectKind.INDEX || kind == ObjectKind.VIEW ? AlterTableParser.setStorage(this) : null;
        if (storage != null) {
            return kind == ObjectKind.VIEW ? new DdlStatement.AlterViewStorage(name, ifExists, storage)
                    : new DdlStatement.AlterIndexStorage(name, ifExists, storage);
        }
        throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "ALTER " + kind.name() + " " + (peek() == null ? "" : peek().text()));
    }

    /** COMMENT ON {TABLE|COLUMN|INDEX|SEQUENCE|VIEW|TYPE|DOMAIN|SCHEMA} name IS 'text' | NULL. */
    private DdlStatement comment() {
        expectWord("on");
        Token what = next();
        if (what == null || what.kind() != Kind.WORD) {
            throw errorAt(what);
        }
        String column = null;
        ObjectKind kind;
        String name;
        if (what.is("constraint")) { // COMMENT ON CONSTRAINT name ON table
            String constraint = name();
            expectWord("on");
            if (peekWord("domain")) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "COMMENT ON CONSTRAINT ... ON DOMAIN");
            }
            name = qualifiedName();
            expectWord("is");
            return new CommentOn(ObjectKind.CONSTRAINT, name, constraint, acceptWord("null") ? null : stringLiteral());
        }
        if (what.is("column")) {
            List<String> parts = new ArrayList<>();
            do {
                parts.add(name());
            } while (accept("."));
            if (parts.size() != 2 && parts.size() != 3) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "COMMENT ON COLUMN " + String.join(".", parts));
            }
            kind = ObjectKind.TABLE;
            String schema = parts.size() == 3 ? parts.remove(0) : null;
            name = catalog == null ? org.lanin.engine.catalog.Namespace.key(schema, parts.get(0))
                    : org.lanin.planner.bind.SchemaNames.existing(catalog, path, schema, parts.get(0),
                    org.lanin.planner.bind.SchemaNames.tableOrView(catalog));
            column = parts.get(1);
        } else {
            kind = switch (what.text()) {
                case "table" -> ObjectKind.TABLE;
                case "index" -> ObjectKind.INDEX;
                case "sequence" -> ObjectKind.SEQUENCE;
                case "view" -> ObjectKind.VIEW;
                case "materialized" -> {
                    expectWord("view");
                    yield ObjectKind.MATERIALIZED_VIEW;
                }
                case "type" -> ObjectKind.TYPE;
                case "domain" -> ObjectKind.DOMAIN;
                case "schema" -> ObjectKind.SCHEMA;
                default -> throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "COMMENT ON " + what.text().toUpperCase(java.util.Locale.ROOT));
            };
            name = kind == ObjectKind.SCHEMA ? name() : qualifiedName();
        }
        expectWord("is");
        String text = acceptWord("null") ? null : stringLiteral();
        return new CommentOn(kind, name, column, text);
    }

    /** LOCK [TABLE] [ONLY] name [*] [, ...] [IN lockmode MODE] [NOWAIT]; the mode defaults to ACCESS EXCLUSIVE. */
    private DdlStatement lockTable() {
        acceptWord("table");
        List<LockTarget> targets = new ArrayList<>();
        do {
            boolean only = acceptWord("only");
            String name = qualifiedName();
            if (!only) {
                accept("*");
            }
            targets.add(new LockTarget(name, only));
        } while (accept(","));
        org.lanin.engine.lock.LockMode mode = org.lanin.engine.lock.LockMode.ACCESS_EXCLUSIVE;
        if (acceptWord("in")) {
            StringBuilder words = new StringBuilder();
            Token first = peek();
            while (peek() != null && !peekWord("mode")) {
                words.append(words.length() == 0 ? "" : " ").append(next().text().toUpperCase(java.util.Locale.ROOT));
            }
            mode = org.lanin.engine.lock.LockMode.ofSqlName(words.toString());
            if (mode == null || !acceptWord("mode")) {
                throw first == null ? error() : errorAt(first);
            }
        }
        return new LockTable(targets, mode, acceptWord("nowait"));
    }

    private DdlStatement drop() {
        ObjectKind kind;
        boolean concurrently = false;
        if (acceptWord("table")) {
            kind = ObjectKind.TABLE;
        } else if (acceptWord("index")) {
            kind = ObjectKind.INDEX;
            concurrently = acceptWord("concurrently");
        } else if (acceptWord("sequence")) {
            kind = ObjectKind.SEQUENCE;
        } else if (acceptWord("view")) {
            kind = ObjectKind.VIEW;
        } else {
            return null;
        }
        boolean ifExists = ifExists();
        List<String> names = new ArrayList<>();
        do {
            names.add(qualifiedName());
        } while (accept(","));
        boolean cascade = acceptWord("cascade");
        if (!cascade) {
            acceptWord("restrict");
        }
        return new Drop(kind, names, ifExists, cascade, concurrently);
    }

    private DdlStatement view(boolean orReplace, boolean temp) {
        int at = pos;
        String writtenSchema = schemaAndName()[0];
        pos = at;
        String name = creationName();
        List<String> columns = peekSymbol("(") ? nameList() : List.of();
        List<String> options = StorageParameters.create(StorageParameters.Kind.VIEW, StorageParameters.parseWith(this));
        expectWord("as");
        if (peek() == null) {
            throw error();
        }
        String withOption = org.lanin.engine.catalog.StorageOptions.get(options, "check_option"); // WITH (check_option = ...) is WITH ... CHECK OPTION
        List<String> kept = options == null ? null : options.stream().filter(o -> !o.startsWith("check_option=")).toList();
        int mark = pos;
        boolean[] found = new boolean[1];
        for (String option : List.of("local", "cascaded", "")) {
            pos = mark;
            List<String> tail = option.isEmpty() ? List.of("with", "check", "option") : List.of("with", option, "check", "option");
            String query = restOfStatement(tail, found);
            if (found[0] || option.isEmpty()) {
                String check = found[0] ? (option.equals("local") ? "LOCAL" : "CASCADED")
                        : withOption == null ? null : withOption.toUpperCase(java.util.Locale.ROOT);
                return new CreateView(name, orReplace, columns, query, check, temp, writtenSchema,
                        kept == null || kept.isEmpty() ? null : kept);
            }
        }
        throw error();
    }

    private DdlStatement truncate() {
        acceptWord("table");
        List<String> names = new ArrayList<>();
        List<Boolean> only = new ArrayList<>();
        do { // [ONLY] name [*], ONLY per table as in PostgreSQL's relation_expr
            only.add(acceptWord("only"));
            names.add(qualifiedName());
            accept("*");
        } while (accept(","));
        boolean restart = false;
        if (acceptWord("restart")) {
            expectWord("identity");
            restart = true;
        } else if (acceptWord("continue")) {
            expectWord("identity");
        }
        boolean cascade = acceptWord("cascade");
        if (!cascade) {
            acceptWord("restrict");
        }
        return new Truncate(names, only, restart, cascade);
    }

    private DdlStatement sequence() {
        boolean ifNotExists = ifNotExists();
        String name = creationName();
        Long start = null;
        Long inc = null;
        Long min = null;
        Long max = null;
        boolean cycle = false;
        while (pos < t.size() && !peekSymbol(";")) {
            if (acceptWord("start")) {
                acceptWord("with");
                start = number();
            } else if (acceptWord("increment")) {
                acceptWord("by");
                inc = number();
            } else if (acceptWord("minvalue")) {
                min = number();
            } else if (acceptWord("maxvalue")) {
                max = number();
            } else if (acceptWord("no")) {
                if (acceptWord("cycle")) {
                    cycle = false;
                } else {
                    next();
                }
            } else if (acceptWord("cache")) {
                number();
            } else if (acceptWord("as")) {
                next();
            } else if (acceptWord("owned")) {
                expectWord("by"); // only NONE: a sequence created owned by a column is ALTER SEQUENCE's
                expectWord("none");
            } else if (acceptWord("cycle")) {
                cycle = true;
            } else {
                throw error();
            }
        }
        return new CreateSequence(name, ifNotExists, start, inc, min, max, cycle);
    }

    // ---- shared helpers for the statement parsers ----

    boolean ifNotExists() {
        if (acceptWord("if")) {
            expectWord("not");
            expectWord("exists");
            return true;
        }
        return false;
    }

    boolean ifExists() {
        if (acceptWord("if")) {
            expectWord("exists");
            return true;
        }
        return false;
    }

    /**
     * A possibly schema-qualified name of an existing object, as its catalog key
     * ({@link org.lanin.engine.catalog.Namespace#key}): unqualified names go through the search_path.
     */
    String qualifiedName() {
        String[] sn = schemaAndName();
        if (catalog == null) {
            return org.lanin.engine.catalog.Namespace.key(sn[0], sn[1]);
        }
        return org.lanin.planner.bind.SchemaNames.existing(catalog, path, sn[0], sn[1],
                org.lanin.planner.bind.SchemaNames.anyObject(catalog));
    }

    /**
     * A default's {@code nextval('name')} calls with an unqualified name bound now, as PostgreSQL binds
     * the regclass when the table is made: a sequence found through the search path in a schema other
     * than public is written qualified, so the default finds it whatever the path is when it runs.
     */
    String sequencesBound(String sql) {
        if (sql == null || catalog == null || !sql.toLowerCase(java.util.Locale.ROOT).contains("nextval")) {
            return sql;
        }
        java.util.regex.Matcher m = NEXTVAL_NAME.matcher(sql);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String name = m.group(2).toLowerCase(java.util.Locale.ROOT); // regclass input folds an unquoted name
            String key = org.lanin.planner.bind.SchemaNames.existing(catalog, path, null, name, k -> catalog.sequence(k) != null);
            String schema = org.lanin.engine.catalog.Namespace.schemaOf(key);
            boolean qualify = catalog.sequence(key) != null && !schema.equals(org.lanin.engine.catalog.Namespace.PUBLIC_NAME);
            m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(m.group(1) + (qualify ? schema + "." + name : m.group(2)) + "'"));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** {@code nextval('name'} with a plain (unquoted, unqualified) name. */
    private static final java.util.regex.Pattern NEXTVAL_NAME =
            java.util.regex.Pattern.compile("(?i)(nextval\\s*\\(\\s*')([a-z_][a-z0-9_$]*)'");

    /** The name a CREATE gives its object, as a catalog key: in its schema, else the search_path's first. */
    String creationName() {
        String[] sn = schemaAndName();
        if (catalog == null) {
            return org.lanin.engine.catalog.Namespace.key(sn[0], sn[1]);
        }
        return org.lanin.planner.bind.SchemaNames.creation(catalog, path, sn[0], sn[1]);
    }

    /** The schema a CREATE of an unqualified name puts its object in: the search_path's first existing one. */
    String creationSchema() {
        return catalog == null ? "public" : org.lanin.engine.catalog.Namespace.schemaOf(
                org.lanin.planner.bind.SchemaNames.creation(catalog, path, null, "x"));
    }

    /** {schema or null, name}; {@code db.schema.name} only for this database (cross-database: 0A000). */
    private String[] schemaAndName() {
        String n = name();
        if (!accept(".")) {
            return new String[] {null, n};
        }
        String second = name();
        if (!accept(".")) {
            return new String[] {n, second};
        }
        String third = name();
        if (accept(".")) {
            throw LaninException.of(org.lanin.planner.bind.SchemaMsg.IMPROPER_NAME, n + "." + second + "." + third + "." + name());
        }
        throw LaninException.of(org.lanin.planner.bind.SchemaMsg.CROSS_DATABASE, n + "." + second + "." + third);
    }

    /** The catalog names resolve against; null when parsing without one. */
    org.lanin.engine.catalog.CatalogSnapshot catalog() {
        return catalog;
    }

    String name() {
        Token k = next();
        if (k == null || (k.kind() != Kind.WORD && k.kind() != Kind.QUOTED)) {
            throw errorAt(k);
        }
        return k.text();
    }

    /** name [, name ...] without parentheses (DROP SCHEMA a, b). */
    List<String> names() {
        List<String> out = new ArrayList<>();
        do {
            out.add(name());
        } while (accept(","));
        return out;
    }

    /** [CASCADE | RESTRICT] (PostgreSQL's opt_drop_behavior): true for CASCADE. */
    boolean dropBehavior() {
        if (acceptWord("cascade")) {
            return true;
        }
        acceptWord("restrict");
        return false;
    }

    List<String> nameList() {
        expect("(");
        List<String> out = new ArrayList<>();
        do {
            out.add(name());
            // DESC and NULLS FIRST/LAST in a constraint's column list: accepted and ignored (the constraint's
            // index is ascending); PostgreSQL's grammar has no order there. CREATE INDEX keeps them (CreateIndexParser).
            if (!acceptWord("asc")) {
                acceptWord("desc");
            }
            if (acceptWord("nulls") && !acceptWord("first") && !acceptWord("last")) {
                throw errorAt(peek());
            }
        } while (accept(","));
        expect(")");
        return out;
    }

    long number() {
        boolean neg = accept("-");
        Token k = next();
        if (k == null || k.kind() != Kind.NUMBER) {
            throw errorAt(k);
        }
        long v = Long.parseLong(k.text());
        return neg ? -v : v;
    }

    /** A string literal's value ('it''s' is it's); E'' strings are not labels anyone writes. */
    String stringLiteral() {
        Token k = next();
        if (k == null || k.kind() != Kind.STRING || !k.text().startsWith("'")) {
            throw errorAt(k);
        }
        String body = k.text();
        return body.substring(1, body.length() - 1).replace("''", "'");
    }

    /** Source text from the current token up to (not including) a stop token at parenthesis depth 0. */
    String expressionText(java.util.function.Predicate<Token> stop) {
        int depth = 0;
        int start = pos;
        while (pos < t.size()) {
            Token k = t.get(pos);
            if (depth == 0 && (stop.test(k) || k.isSymbol(",") || k.isSymbol(")") || k.isSymbol(";"))) {
                break;
            }
            if (k.isSymbol("(")) {
                depth++;
            } else if (k.isSymbol(")")) {
                depth--;
            }
            pos++;
        }
        if (start == pos) {
            throw errorAt(peek());
        }
        return sql.substring(t.get(start).start(), t.get(pos - 1).end());
    }

    /** The text inside balanced parentheses, e.g. a CHECK's condition. */
    String parenthesised() {
        expect("(");
        int depth = 1;
        int start = pos;
        while (pos < t.size()) {
            Token k = t.get(pos);
            if (k.isSymbol("(")) {
                depth++;
            } else if (k.isSymbol(")") && --depth == 0) {
                break;
            }
            pos++;
        }
        if (pos >= t.size()) {
            throw errorAt(null);
        }
        String text = sql.substring(t.get(start).start(), t.get(pos - 1).end());
        pos++;
        return text;
    }

    /** The text of a balanced parenthesised group including the parentheses, e.g. "(10, 2)". */
    String parenthesisedRaw() {
        int startChar = t.get(pos).start();
        String inner = parenthesised();
        return sql.substring(startChar, t.get(pos - 1).end()).isEmpty() ? "(" + inner + ")" : "(" + inner + ")";
    }

    int mark() {
        return pos;
    }

    /** The source text of the tokens from {@code mark} up to the current one. */
    String textSince(int mark) {
        return mark >= pos ? "" : sql.substring(t.get(mark).start(), t.get(pos - 1).end());
    }

    void reset(int mark) {
        pos = mark;
    }

    /**
     * The source text from the current token to the end of the statement (without a trailing ';'),
     * less the last {@code tail.size()} words when the statement ends with them; consumes all of it.
     * {@code found[0]} tells whether the tail was there.
     */
    String restOfStatement(List<String> tail, boolean[] found) {
        int end = t.size();
        if (end > pos && t.get(end - 1).isSymbol(";")) {
            end--;
        }
        int stop = end;
        boolean match = end - pos > tail.size();
        for (int i = 0; match && i < tail.size(); i++) {
            match = t.get(end - tail.size() + i).is(tail.get(i));
        }
        if (match) {
            stop = end - tail.size();
        }
        found[0] = match;
        String text = stop > pos ? sql.substring(t.get(pos).start(), t.get(stop - 1).end()) : "";
        pos = t.size();
        return text;
    }

    Token peek() {
        return pos < t.size() ? t.get(pos) : null;
    }

    Token next() {
        return pos < t.size() ? t.get(pos++) : null;
    }

    boolean peekWord(String w) {
        Token k = peek();
        return k != null && k.is(w);
    }

    boolean peekSymbol(String s) {
        Token k = peek();
        return k != null && k.isSymbol(s);
    }

    boolean acceptWord(String w) {
        if (peekWord(w)) {
            pos++;
            return true;
        }
        return false;
    }

    boolean accept(String symbol) {
        if (peekSymbol(symbol)) {
            pos++;
            return true;
        }
        return false;
    }

    void expectWord(String w) {
        if (!acceptWord(w)) {
            throw error();
        }
    }

    void expect(String symbol) {
        if (!accept(symbol)) {
            throw error();
        }
    }

    LaninException error() {
        return errorAt(peek());
    }

    private LaninException errorAt(Token k) {
        // a keyword as written (PostgreSQL quotes the source text, not the folded word)
        String text = k == null ? null : k.kind() == Kind.WORD ? sql.substring(k.start(), k.end()) : k.text();
        return new LaninException(PlannerMsg.SYNTAX_ERROR.state(),
                k == null ? "syntax error at end of input" : "syntax error at or near \"" + text + "\"");
    }
}
