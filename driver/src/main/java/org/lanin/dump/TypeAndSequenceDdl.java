package org.lanin.dump;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.engine.catalog.DomainDef;
import org.lanin.engine.catalog.EnumTypeDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.UserType;

/**
 * The first objects of pg_dump's pre-data section: schemas, enum types, domains and sequences
 * (sequences of identity columns excepted: they come with their column, see {@link TableDdl}).
 */
final class TypeAndSequenceDdl {
    private final CatalogSnapshot catalog;
    private final SqlNames names;
    private final TypeNames types;

    TypeAndSequenceDdl(CatalogSnapshot catalog, SqlNames names, TypeNames types) {
        this.catalog = catalog;
        this.names = names;
        this.types = types;
    }

    List<DumpEntry> schemas() {
        List<DumpEntry> out = new ArrayList<>();
        for (Namespace n : catalog.namespaces()) {
            if (!n.name().equals(Namespace.PUBLIC_NAME)) {
                out.add(new DumpEntry(n.name(), "SCHEMA", "-", "CREATE SCHEMA " + names.ident(n.name()) + ";"));
            }
        }
        return out;
    }

    /** Enums first, then domains (a domain may be over an enum; an enum never needs a domain). */
    List<DumpEntry> types() throws SQLException {
        List<UserType> sorted = new ArrayList<>(catalog.types());
        sorted.sort(Comparator.comparing((UserType t) -> t instanceof DomainDef).thenComparing(UserType::name));
        List<DumpEntry> out = new ArrayList<>();
        for (UserType t : sorted) {
            if (t instanceof EnumTypeDef e) {
                out.add(entry(t.name(), "TYPE", enumSql(e)));
            } else if (t instanceof DomainDef d) {
                out.add(entry(t.name(), "DOMAIN", domainSql(d)));
            }
        }
        return out;
    }

    private String enumSql(EnumTypeDef e) {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < e.labels().labels().size(); i++) {
            if (e.labels().labels().get(i).addedBy() == null) { // not another transaction's uncommitted ADD VALUE
                labels.add("    " + SqlNames.literal(e.labels().text(i)));
            }
        }
        return "CREATE TYPE " + names.qualified(e.name()) + " AS ENUM (\n" + String.join(",\n", labels) + "\n);";
    }

    private String domainSql(DomainDef d) throws SQLException {
        String base = types.of(d.baseType());
        if (base == null) {
            throw DumpMsg.UNSUPPORTED_TYPE.error("VALUE", d.name(), d.baseType().sqlName());
        }
        StringBuilder b = new StringBuilder("CREATE DOMAIN " + names.qualified(d.name()) + " AS " + base);
        if (d.defaultSql() != null) {
            b.append(" DEFAULT ").append(d.defaultSql());
        }
        if (d.notNull()) {
            b.append(" NOT NULL");
        }
        for (CheckDef k : d.checks()) {
            b.append("\n\t").append(k.name() == null ? "" : "CONSTRAINT " + names.ident(k.name()) + " ")
                    .append("CHECK (").append(k.sql()).append(")");
        }
        return b.append(";").toString();
    }

    /** Sequences that are not an identity column's, as CREATE SEQUENCE with every parameter spelled out. */
    List<DumpEntry> sequences(TableDdl tables) {
        List<DumpEntry> out = new ArrayList<>();
        for (SequenceDef s : sortedSequences()) {
            if (!tables.isIdentitySequence(s)) {
                out.add(entry(s.name(), "SEQUENCE", "CREATE SEQUENCE " + names.qualified(s.name()) + "\n" + options(s) + ";"));
            }
        }
        return out;
    }

    /** OWNED BY of serial sequences, once their tables exist. */
    List<DumpEntry> ownedBy(TableDdl tables) {
        List<DumpEntry> out = new ArrayList<>();
        for (SequenceDef s : sortedSequences()) {
            String owner = s.ownedBy();
            if (owner != null && !tables.isIdentitySequence(s)) {
                int dot = owner.lastIndexOf('.');
                String sql = "ALTER SEQUENCE " + names.qualified(s.name()) + " OWNED BY "
                        + names.qualified(owner.substring(0, dot)) + "." + names.ident(owner.substring(dot + 1)) + ";";
                out.add(entry(s.name(), "SEQUENCE OWNED BY", sql));
            }
        }
        return out;
    }

    /** pg_dump's setval: the last value handed out (is_called), or the start when none was. */
    List<DumpEntry> setvals() {
        List<DumpEntry> out = new ArrayList<>();
        for (SequenceDef s : sortedSequences()) {
            Long last = s.lastValue();
            String sql = "SELECT pg_catalog.setval(" + SqlNames.literal(names.qualified(s.name())) + ", "
                    + (last != null ? last + ", true" : s.peekNext() + ", false") + ");";
            out.add(entry(s.name(), "SEQUENCE SET", sql));
        }
        return out;
    }

    /** The parameters of CREATE SEQUENCE and of an identity's sequence options, one per line. */
    static String options(SequenceDef s) {
        return "    START WITH " + s.start() + "\n    INCREMENT BY " + s.increment() + "\n    MINVALUE " + s.minValue()
                + "\n    MAXVALUE " + s.maxValue() + "\n    CACHE 1" + (s.cycle() ? "\n    CYCLE" : "");
    }

    List<SequenceDef> sortedSequences() {
        List<SequenceDef> out = new ArrayList<>(catalog.sequences());
        out.sort(Comparator.comparing(SequenceDef::name));
        return out;
    }

    private DumpEntry entry(String key, String type, String sql) {
        return new DumpEntry(Namespace.nameOf(key), type, Namespace.schemaOf(key), sql);
    }
}
