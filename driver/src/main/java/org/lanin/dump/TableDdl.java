package org.lanin.dump;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.partition.PartitionBound;
import org.lanin.engine.partition.PartitionKey;
import org.lanin.engine.partition.PartitionStrategy;

/**
 * CREATE TABLE for each table in pg_dump's form: columns with their types, generated expressions,
 * NOT NULL and the table's CHECKs inline; PARTITION BY for a partitioned table; a partition as
 * {@code CREATE TABLE child PARTITION OF parent ... FOR VALUES ...} (so it takes the parent's
 * columns, generated expressions and CHECKs as PostgreSQL copies them, whatever its own column
 * order in Lanin), after its parent. Identity columns carry their sequence's options inline, and
 * defaults come as ALTER TABLE ONLY ... SET DEFAULT once every sequence exists, as pg_dump writes
 * them.
 */
final class TableDdl {
    private final CatalogSnapshot catalog;
    private final SqlNames names;
    private final TypeNames types;

    TableDdl(CatalogSnapshot catalog, SqlNames names, TypeNames types) {
        this.catalog = catalog;
        this.names = names;
        this.types = types;
    }

    /** Every table (not the materialized views), each partitioned table before its partitions, otherwise by name. */
    List<TableDef> ordered() {
        List<TableDef> all = new ArrayList<>(catalog.tables());
        all.removeIf(TableDef::isMatview); // ViewDdl writes them; their indexes come with the tables'
        all.sort(Comparator.comparing(TableDef::name));
        List<TableDef> out = new ArrayList<>();
        Set<String> done = new HashSet<>();
        for (TableDef t : all) {
            addWithParents(t, out, done);
        }
        return out;
    }

    /** The materialized views by name, whose indexes the post-data section writes with the tables'. */
    List<TableDef> matviews() {
        List<TableDef> out = new ArrayList<>();
        for (TableDef t : catalog.tables()) {
            if (t.isMatview()) {
                out.add(t);
            }
        }
        out.sort(Comparator.comparing(TableDef::name));
        return out;
    }

    private void addWithParents(TableDef t, List<TableDef> out, Set<String> done) {
        if (done.contains(t.name())) {
            return;
        }
        if (t.isPartition()) {
            TableDef parent = catalog.table(t.partitioning().parent());
            if (parent != null) {
                addWithParents(parent, out, done);
            }
        }
        for (TableDef parent : org.lanin.engine.catalog.Inheritance.parents(catalog, t)) {
            addWithParents(parent, out, done);
        }
        done.add(t.name());
        out.add(t);
    }

    /**
     * The table a partition's rows are loaded through: its partition root when a HASH partitioning
     * is above it (Lanin's hash functions are not PostgreSQL's, so a row may belong to another
     * partition there: pg_dump's --load-via-partition-root), else the partition itself.
     */
    String loadTarget(TableDef t) {
        TableDef root = t;
        boolean hashed = false;
        while (root.isPartition() && catalog.table(root.partitioning().parent()) != null) {
            root = catalog.table(root.partitioning().parent());
            hashed |= root.partitioning().key().strategy() == PartitionStrategy.HASH;
        }
        return hashed ? root.name() : t.name();
    }

    boolean isIdentitySequence(SequenceDef s) {
        return identityColumn(s) != null;
    }

    private ColumnDef identityColumn(SequenceDef s) {
        String owner = s.ownedBy();
        if (owner == null) {
            return null;
        }
        int dot = owner.lastIndexOf('.');
        TableDef t = dot < 0 ? null : catalog.table(owner.substring(0, dot));
        ColumnDef c = t == null ? null : t.column(owner.substring(dot + 1));
        return c != null && c.identity() != 0 && !c.dropped() ? c : null;
    }

    List<DumpEntry> create(TableDef t) throws SQLException {
        List<DumpEntry> out = new ArrayList<>();
        String sql = t.isPartition() ? partitionOf(t) : plain(t);
        out.add(entry(t.name(), "TABLE", sql + columnSettings(t)));
        return out;
    }

    /**
     * REPLICA IDENTITY USING INDEX of each table that has one, after the indexes (pg_dump's post-data);
     * FULL and NOTHING come with the table ({@link #columnSettings}).
     */
    List<DumpEntry> replicaIdentityIndexes(List<TableDef> tables) {
        List<DumpEntry> out = new ArrayList<>();
        for (TableDef t : tables) {
            String ri = t.replicaIdentity();
            if (ri != null && ri.length() > 1) {
                for (var i : t.indexes()) {
                    if (Long.toString(i.oid()).equals(ri)) {
                        out.add(entry(t.name(), "TABLE", "ALTER TABLE ONLY " + names.qualified(t.name())
                                + " REPLICA IDENTITY USING INDEX " + names.ident(Namespace.nameOf(i.name())) + ";"));
                    }
                }
            }
        }
        return out;
    }

    /** A column's SET STATISTICS and SET STORAGE, and the table's REPLICA IDENTITY FULL | NOTHING, after it as pg_dump writes them. */
    private String columnSettings(TableDef t) {
        StringBuilder b = new StringBuilder();
        if ("f".equals(t.replicaIdentity()) || "n".equals(t.replicaIdentity())) {
            b.append("\nALTER TABLE ONLY ").append(names.qualified(t.name())).append(" REPLICA IDENTITY ")
                    .append("f".equals(t.replicaIdentity()) ? "FULL" : "NOTHING").append(';');
        }
        for (ColumnDef c : t.liveColumns()) {
            String prefix = "\nALTER TABLE ONLY " + names.qualified(t.name()) + " ALTER COLUMN " + names.ident(c.name());
            if (c.statTarget() != null) {
                b.append(prefix).append(" SET STATISTICS ").append(c.statTarget()).append(';');
            }
            if (c.storage() != null) {
                String mode = switch (c.storage()) {
                    case 'p' -> "PLAIN";
                    case 'e' -> "EXTERNAL";
                    case 'm' -> "MAIN";
                    default -> "EXTENDED";
                };
                b.append(prefix).append(" SET STORAGE ").append(mode).append(';');
            }
        }
        return b.toString();
    }

    private String plain(TableDef t) throws SQLException {
        List<String> items = new ArrayList<>();
        for (ColumnDef c : t.liveColumns()) {
            StringBuilder b = new StringBuilder("    " + names.ident(c.name()) + " " + types.column(t.name(), c));
            if (c.generated()) {
                b.append(" GENERATED ALWAYS AS (").append(c.generationSql()).append(") STORED");
            }
            if (c.identity() != 0) {
                b.append(identity(t, c));
            }
            if (c.notNull()) {
                b.append(" NOT NULL");
            }
            items.add(b.toString());
        }
        for (CheckDef k : t.checks()) {
            items.add("    " + check(k));
        }
        return "CREATE TABLE " + names.qualified(t.name()) + " (\n" + String.join(",\n", items) + "\n)"
                + inherits(t) + partitionBy(t) + withOptions(t) + ";";
    }

    /** A table's storage parameters after its definition: "\nWITH (...)", or "". */
    private static String withOptions(TableDef t) {
        String with = storage(t.reloptions());
        return with.isEmpty() ? "" : "\n" + with;
    }

    /** Storage parameters as pg_dump writes them, {@code WITH (name='value', ...)}; "" for none. */
    static String storage(List<String> reloptions) {
        if (reloptions == null) {
            return "";
        }
        List<String> items = new ArrayList<>();
        for (String o : reloptions) {
            int eq = o.indexOf('=');
            items.add(o.substring(0, eq) + "='" + o.substring(eq + 1).replace("'", "''") + "'");
        }
        return "WITH (" + String.join(", ", items) + ")";
    }

    /**
     * INHERITS (parents) of an inheritance child. Its inherited columns and CHECKs are written too
     * (Lanin does not keep attislocal): CREATE TABLE merges them into the inherited ones.
     */
    private String inherits(TableDef t) {
        List<String> parents = new ArrayList<>();
        for (TableDef p : org.lanin.engine.catalog.Inheritance.parents(catalog, t)) {
            parents.add(names.qualified(p.name()));
        }
        return parents.isEmpty() ? "" : "\nINHERITS (" + String.join(", ", parents) + ")";
    }

    /**
     * An identity column's clause with its sequence's options, inline as CREATE TABLE takes it (Lanin
     * has no ALTER TABLE ... ADD GENERATED, which pg_dump writes); the sequence name only when it is
     * not the implicit {@code table_column_seq}.
     */
    private String identity(TableDef t, ColumnDef c) {
        StringBuilder b = new StringBuilder(" GENERATED " + (c.identity() == 'a' ? "ALWAYS" : "BY DEFAULT") + " AS IDENTITY");
        for (SequenceDef s : catalog.sequences()) {
            if ((t.name() + "." + c.name()).equals(s.ownedBy())) {
                String implicit = Namespace.key(Namespace.schemaOf(t.name()), Namespace.nameOf(t.name()) + "_" + c.name() + "_seq");
                b.append(" (\n");
                if (!s.name().equals(implicit)) {
                    b.append("        SEQUENCE NAME ").append(names.qualified(s.name())).append("\n");
                }
                b.append(TypeAndSequenceDdl.options(s).replace("    ", "        ")).append("\n    )");
            }
        }
        return b.toString();
    }

    private String partitionOf(TableDef t) throws SQLException {
        TableDef parent = catalog.table(t.partitioning().parent());
        List<String> items = new ArrayList<>();
        for (ColumnDef c : t.liveColumns()) {
            types.column(t.name(), c); // refuses a type PostgreSQL cannot name, as for a plain table
            ColumnDef pc = parent.column(c.name());
            if (c.notNull() && (pc == null || !pc.notNull())) {
                items.add("    " + names.ident(c.name()) + " WITH OPTIONS NOT NULL");
            }
        }
        Set<String> inherited = new HashSet<>();
        parent.checks().forEach(k -> inherited.add(k.name()));
        for (CheckDef k : t.checks()) {
            if (!inherited.contains(k.name())) {
                items.add("    " + check(k));
            }
        }
        PartitionBound bound = t.partitioning().bound();
        String boundSql = bound instanceof PartitionBound.DefaultBound ? "DEFAULT" : bound.sql();
        return "CREATE TABLE " + names.qualified(t.name()) + " PARTITION OF " + names.qualified(parent.name())
                + (items.isEmpty() ? "" : " (\n" + String.join(",\n", items) + "\n)") + "\n" + boundSql + partitionBy(t) + withOptions(t) + ";";
    }

    private String check(CheckDef k) {
        return (k.name() == null ? "" : "CONSTRAINT " + names.ident(k.name()) + " ") + "CHECK (" + k.sql() + ")";
    }

    private String partitionBy(TableDef t) {
        if (!t.isPartitioned()) {
            return "";
        }
        PartitionKey key = t.partitioning().key();
        List<String> cols = new ArrayList<>();
        for (int i = 0; i < key.size(); i++) { // an expression as pg_get_partkeydef deparses it
            cols.add(key.isExpression(i) ? key.columns().get(i) : names.ident(key.columns().get(i)));
        }
        return "\nPARTITION BY " + key.strategy().name() + " (" + String.join(", ", cols) + ")";
    }

    /** ALTER TABLE ONLY ... SET DEFAULT for every column default (identity and generated columns have none). */
    List<DumpEntry> defaults(List<TableDef> tables) {
        List<DumpEntry> out = new ArrayList<>();
        for (TableDef t : tables) {
            for (ColumnDef c : t.liveColumns()) {
                if (c.defaultSql() != null && c.identity() == 0 && !c.generated()) {
                    out.add(entry(t.name() + " " + c.name(), "DEFAULT", "ALTER TABLE ONLY " + names.qualified(t.name())
                            + " ALTER COLUMN " + names.ident(c.name()) + " SET DEFAULT " + c.defaultSql() + ";"));
                }
            }
        }
        return out;
    }

    private static DumpEntry entry(String key, String type, String sql) {
        return new DumpEntry(Namespace.nameOf(key), type, Namespace.schemaOf(key), sql);
    }
}
