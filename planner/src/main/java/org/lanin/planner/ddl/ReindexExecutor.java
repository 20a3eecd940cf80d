package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.access.IndexBuild;
import org.lanin.engine.access.IndexTrees;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.lock.LockMode;
import org.lanin.planner.ddl.DdlStatement.Reindex;
import org.lanin.planner.plan.StatementRuntime;

/**
 * REINDEX { INDEX | TABLE | SCHEMA | DATABASE | SYSTEM } name: each index named or under the object
 * gets a new tree, filled from the heap as CREATE INDEX fills one (with the index's fillfactor), and
 * replaces the old one in a new catalog version (PostgreSQL's reindex_index). The table is locked
 * SHARE, as PostgreSQL locks it: readers go on, writers wait. A partitioned table's partitions are
 * reindexed; SYSTEM has no system catalog indexes to rebuild here. CONCURRENTLY (the keyword or the
 * option) is refused as PostgreSQL refuses it (inside a transaction block, for SYSTEM) and then
 * rebuilds the same way under the same SHARE lock: the result is PostgreSQL's, but writers wait for it
 * (PostgreSQL builds a second index beside the first and swaps them, letting writers go on).
 */
final class ReindexExecutor {
    private ReindexExecutor() {
    }

    /** After REINDEX. */
    static DdlStatement parse(DdlParser p) {
        boolean concurrently = false;
        if (p.accept("(")) {
            do {
                String option = p.name(); // VERBOSE [boolean], TABLESPACE name: options that change nothing here
                String value = null;
                if (p.peek() != null && !p.peekSymbol(",") && !p.peekSymbol(")")) {
                    value = p.name();
                }
                if (option.equals("concurrently")) {
                    concurrently = value == null || value.equals("true") || value.equals("on") || value.equals("1");
                }
            } while (p.accept(","));
            p.expect(")");
        }
        String kind;
        if (p.acceptWord("index")) {
            kind = "index";
        } else if (p.acceptWord("table")) {
            kind = "table";
        } else if (p.acceptWord("schema")) {
            kind = "schema";
        } else if (p.acceptWord("database")) {
            kind = "database";
        } else {
            p.expectWord("system");
            kind = "system";
        }
        concurrently |= p.acceptWord("concurrently");
        String name = kind.equals("index") || kind.equals("table") ? p.qualifiedName()
                : p.peek() == null || p.peekSymbol(";") ? null : p.name();
        return new Reindex(kind, name, concurrently);
    }

    static Object run(StatementRuntime rt, Reindex r) {
        boolean many = r.kind().equals("schema") || r.kind().equals("database") || r.kind().equals("system");
        if (r.concurrently() && r.kind().equals("system")) {
            throw LaninException.of(LockDdlMsg.SYSTEM_CONCURRENTLY);
        }
        if ((many || r.concurrently()) && rt.session() != null && rt.session().inTransactionBlock()) {
            throw LaninException.of(LockDdlMsg.INSIDE_BLOCK, r.concurrently() ? "REINDEX CONCURRENTLY"
                    : "REINDEX " + r.kind().toUpperCase(java.util.Locale.ROOT));
        }
        CatalogSnapshot snap = rt.database().catalog().current();
        List<String> tables = tables(snap, r, rt);
        DdlLocks.take(rt, s -> {
            DdlLocks.Needs n = new DdlLocks.Needs(s);
            tables.forEach(t -> n.table(t, LockMode.SHARE));
            return n;
        });
        rt.database().catalog().change(edit -> {
            for (String name : tables) {
                TableDef t = edit.base().table(name);
                if (t == null || t.isPartitioned()) {
                    continue; // a partitioned table's own indexes hold no entries
                }
                List<IndexDef> indexes = new ArrayList<>();
                for (IndexDef i : t.indexes()) {
                    indexes.add(r.kind().equals("index") && !i.name().equals(r.name()) ? i : rebuilt(rt, t, i));
                }
                edit = edit.putTable(t.withIndexes(indexes));
            }
            return edit;
        });
        return null;
    }

    private static IndexDef rebuilt(StatementRuntime rt, TableDef t, IndexDef i) {
        IndexDef fresh = IndexTrees.withEmptyStorage(i, t, i.exprs());
        IndexBuild.fill(t.withIndexes(List.of(fresh)), fresh, rt.exec());
        return fresh;
    }

    /** The tables whose indexes the statement rebuilds (partitions for a partitioned one). */
    private static List<String> tables(CatalogSnapshot snap, Reindex r, StatementRuntime rt) {
        List<String> out = new ArrayList<>();
        switch (r.kind()) {
            case "index" -> {
                IndexDef i = snap.index(r.name());
                if (i == null) {
                    throw LaninException.of(EngineMsg.UNDEFINED_TABLE, Namespace.nameOf(r.name()));
                }
                addTree(snap, snap.table(i.tableName()), out);
                if (snap.table(i.tableName()).isPartitioned()) { // its partitions' indexes of the same columns
                    throw LaninException.of(org.lanin.planner.PlannerMsg.NOT_SUPPORTED, "REINDEX INDEX of a partitioned index");
                }
            }
            case "table" -> {
                TableDef t = snap.table(r.name());
                if (t == null) {
                    throw LaninException.of(EngineMsg.UNDEFINED_TABLE, Namespace.nameOf(r.name()));
                }
                addTree(snap, t, out);
            }
            case "schema" -> {
                if (!r.name().equals("public") && snap.namespace(r.name()) == null) {
                    throw LaninException.of(org.lanin.planner.bind.SchemaMsg.SCHEMA_MISSING, r.name());
                }
                for (TableDef t : snap.tables()) {
                    if (Namespace.schemaOf(t.name()).equals(r.name())) {
                        out.add(t.name());
                    }
                }
            }
            case "database" -> {
                if (r.name() != null && !r.name().equals(rt.database().name())) {
                    throw LaninException.of(org.lanin.planner.PlannerMsg.NOT_SUPPORTED, "reindexing another database than the current one");
                }
                snap.tables().forEach(t -> out.add(t.name()));
            }
            default -> {
                // SYSTEM: the system catalogs are views over the catalog snapshot here, with no indexes
            }
        }
        return out;
    }

    private static void addTree(CatalogSnapshot snap, TableDef t, List<String> out) {
        out.add(t.name());
        if (t.isPartitioned()) {
            for (var c : t.partitioning().children()) {
                addTree(snap, snap.table(c.name()), out);
            }
        }
    }
}
