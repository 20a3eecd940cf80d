package org.lanin.engine.catalog;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.partition.Partitioning;
import org.lanin.engine.storage.heap.HeapTable;

/**
 * A table in one catalog version. Immutable: DDL builds a new TableDef and publishes a new
 * {@link CatalogSnapshot}; the heap object is shared by all versions of the same table.
 *
 * @param columns every attribute in attnum order, dropped ones included
 * @param version bumped by every DDL on this table; plans built for an older version re-plan
 * @param partitioning partition key and partitions, or parent and bound; null for a plain table
 * @param foreignKeys FOREIGN KEY constraints of this table as the referencing side
 * @param matview the defining query when this relation is a materialized view, else null
 * @param inherits the oids of the tables this one inherits from (CREATE TABLE ... INHERITS), in
 *     order (pg_inherits.inhseqno); null for none. Appended to the logged record: older ones read null
 * @param reloptions storage parameters as pg_class.reloptions lists them ({@code name=value}, validated by
 *     the DDL that set them; {@link StorageOptions} reads them); null for none. Appended to the logged
 *     record: older ones read null
 * @param replicaIdentity ALTER TABLE ... REPLICA IDENTITY (pg_class.relreplident): null for DEFAULT ('d'),
 *     "f" for FULL, "n" for NOTHING, or the index's oid for USING INDEX ('i'). Lanin has no logical
 *     decoding; it is kept for catalog readers and dumps. Appended to the logged record: older ones read null
 */
public record TableDef(long oid, String name, List<ColumnDef> columns, List<IndexDef> indexes, List<CheckDef> checks,
                       HeapTable heap, long version, Partitioning partitioning, List<ForeignKeyDef> foreignKeys,
                       MatviewDef matview, List<Long> inherits, List<String> reloptions, String replicaIdentity) {

    public TableDef {
        inherits = inherits == null || inherits.isEmpty() ? null : List.copyOf(inherits);
        reloptions = reloptions == null || reloptions.isEmpty() ? null : List.copyOf(reloptions);
    }

    public TableDef(long oid, String name, List<ColumnDef> columns, List<IndexDef> indexes, List<CheckDef> checks,
                    HeapTable heap, long version, Partitioning partitioning, List<ForeignKeyDef> foreignKeys,
                    MatviewDef matview, List<Long> inherits, List<String> reloptions) {
        this(oid, name, columns, indexes, checks, heap, version, partitioning, foreignKeys, matview, inherits, reloptions, null);
    }

    public TableDef(long oid, String name, List<ColumnDef> columns, List<IndexDef> indexes, List<CheckDef> checks,
                    HeapTable heap, long version, Partitioning partitioning, List<ForeignKeyDef> foreignKeys,
                    MatviewDef matview, List<Long> inherits) {
        this(oid, name, columns, indexes, checks, heap, version, partitioning, foreignKeys, matview, inherits, null);
    }

    public TableDef(long oid, String name, List<ColumnDef> columns, List<IndexDef> indexes, List<CheckDef> checks,
                    HeapTable heap, long version, Partitioning partitioning, List<ForeignKeyDef> foreignKeys,
                    MatviewDef matview) {
        this(oid, name, columns, indexes, checks, heap, version, partitioning, foreignKeys, matview, null);
    }

    public TableDef(long oid, String name, List<ColumnDef> columns, List<IndexDef> indexes, List<CheckDef> checks,
                    HeapTable heap, long version, Partitioning partitioning, List<ForeignKeyDef> foreignKeys) {
        this(oid, name, columns, indexes, checks, heap, version, partitioning, foreignKeys, null);
    }

    public TableDef(long oid, String name, List<ColumnDef> columns, List<IndexDef> indexes, List<CheckDef> checks,
                    HeapTable heap, long version, Partitioning partitioning) {
        this(oid, name, columns, indexes, checks, heap, version, partitioning, List.of());
    }

    public TableDef(long oid, String name, List<ColumnDef> columns, List<IndexDef> indexes, List<CheckDef> checks,
                    HeapTable heap, long version) {
        this(oid, name, columns, indexes, checks, heap, version, null);
    }

    /** A partitioned table (PARTITION BY): it stores no rows itself. */
    public boolean isPartitioned() {
        return partitioning != null && partitioning.isPartitioned();
    }

    /** A partition of another table (PARTITION OF / ATTACH PARTITION). */
    public boolean isPartition() {
        return partitioning != null && partitioning.isPartition();
    }

    public TableDef withPartitioning(Partitioning p) {
        return new TableDef(oid, name, columns, indexes, checks, heap, version + 1, p == null ? null : p.orNullIfEmpty(),
                foreignKeys, matview, inherits, reloptions, replicaIdentity);
    }

    /** Whether this table has a PRIMARY KEY, UNIQUE, CHECK or FOREIGN KEY constraint of that (unqualified) name. */
    public boolean hasConstraint(String constraintName) {
        return indexes.stream().anyMatch(i -> i.constraint() && Namespace.nameOf(i.name()).equals(constraintName))
                || checks.stream().anyMatch(k -> constraintName.equals(k.name()))
                || foreignKeys.stream().anyMatch(f -> f.name().equals(constraintName));
    }

    /** Visible (not dropped) columns in their logical order. */
    public List<ColumnDef> liveColumns() {
        List<ColumnDef> out = new ArrayList<>(columns.size());
        for (ColumnDef c : columns) {
            if (!c.dropped()) {
                out.add(c);
            }
        }
        return out;
    }

    /** The live column of that (folded) name, or null. */
    public ColumnDef column(String columnName) {
        for (ColumnDef c : columns) {
            if (!c.dropped() && c.name().equals(columnName)) {
                return c;
            }
        }
        return null;
    }

    /** Width of a tuple written now: the highest attnum. */
    public int physicalWidth() {
        return columns.size();
    }

    public IndexDef primaryKey() {
        for (IndexDef i : indexes) {
            if (i.primary()) {
                return i;
            }
        }
        return null;
    }

    public TableDef withColumns(List<ColumnDef> cols) {
        return new TableDef(oid, name, List.copyOf(cols), indexes, checks, heap, version + 1, partitioning, foreignKeys, matview, inherits, reloptions, replicaIdentity);
    }

    public TableDef withIndexes(List<IndexDef> idx) {
        return new TableDef(oid, name, columns, List.copyOf(idx), checks, heap, version + 1, partitioning, foreignKeys, matview, inherits, reloptions, replicaIdentity);
    }

    public TableDef withChecks(List<CheckDef> ck) {
        return new TableDef(oid, name, columns, indexes, List.copyOf(ck), heap, version + 1, partitioning, foreignKeys, matview, inherits, reloptions, replicaIdentity);
    }

    public TableDef withForeignKeys(List<ForeignKeyDef> fks) {
        return new TableDef(oid, name, columns, indexes, checks, heap, version + 1, partitioning, List.copyOf(fks), matview, inherits, reloptions, replicaIdentity);
    }

    /**
     * This table under another name (ALTER TABLE RENAME): its indexes and FOREIGN KEYs follow; the
     * heap, oid and every attribute stay (PostgreSQL's relation keeps its oid and storage too).
     * Other tables' references to it are the caller's to rewrite.
     */
    public TableDef renamed(String newName) {
        List<IndexDef> idx = new ArrayList<>(indexes.size());
        for (IndexDef i : indexes) {
            idx.add(i.renamed(i.name(), newName));
        }
        List<ForeignKeyDef> fks = new ArrayList<>(foreignKeys.size());
        for (ForeignKeyDef f : foreignKeys) {
            fks.add(f.withTable(newName, f.selfReferencing() ? newName : f.refTable()));
        }
        return new TableDef(oid, newName, columns, List.copyOf(idx), checks, heap, version + 1, partitioning, List.copyOf(fks), matview, inherits, reloptions, replicaIdentity);
    }

    /** This table inheriting from the tables {@code parentOids} (null or empty: none). */
    public TableDef withInherits(List<Long> parentOids) {
        return new TableDef(oid, name, columns, indexes, checks, heap, version + 1, partitioning, foreignKeys, matview,
                parentOids, reloptions, replicaIdentity);
    }

    /** This relation with other storage parameters (ALTER TABLE SET / RESET); null or empty: none. */
    public TableDef withReloptions(List<String> options) {
        return new TableDef(oid, name, columns, indexes, checks, heap, version + 1, partitioning, foreignKeys, matview,
                inherits, options, replicaIdentity);
    }

    /** This table with another REPLICA IDENTITY (see {@link #replicaIdentity}). */
    public TableDef withReplicaIdentity(String identity) {
        return new TableDef(oid, name, columns, indexes, checks, heap, version + 1, partitioning, foreignKeys, matview,
                inherits, reloptions, identity);
    }

    /** Whether this table inherits from another (table inheritance, not partitioning). */
    public boolean inheritsFromAny() {
        return inherits != null;
    }

    /** A materialized view (relkind 'm'), not a plain table. */
    public boolean isMatview() {
        return matview != null;
    }

    /** This relation with another matview state (REFRESH ... WITH [NO] DATA). */
    public TableDef withMatview(MatviewDef m) {
        return new TableDef(oid, name, columns, indexes, checks, heap, version + 1, partitioning, foreignKeys, m, inherits, reloptions, replicaIdentity);
    }

    /** The same relation over another heap (TRUNCATE, REFRESH): indexes as given, everything else kept. */
    public TableDef withHeap(HeapTable h, List<IndexDef> idx) {
        return new TableDef(oid, name, columns, List.copyOf(idx), checks, h, version + 1, partitioning, foreignKeys, matview, inherits, reloptions, replicaIdentity);
    }

    /** The FOREIGN KEY of that name, or null. */
    public ForeignKeyDef foreignKey(String constraintName) {
        for (ForeignKeyDef f : foreignKeys) {
            if (f.name().equals(constraintName)) {
                return f;
            }
        }
        return null;
    }
}
