package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.MatviewDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.lock.LockMode;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.planner.cost.PlannerSettings;
import org.lanin.planner.ddl.DdlStatement.CreateMatview;
import org.lanin.planner.ddl.DdlStatement.CreateTableAs;
import org.lanin.planner.ddl.DdlStatement.RefreshMatview;
import org.lanin.planner.plan.MatviewScan;
import org.lanin.planner.plan.Outcome;
import org.lanin.planner.plan.Planner;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.plan.ViewMsg;

/**
 * CREATE and REFRESH MATERIALIZED VIEW (PostgreSQL's {@code ExecCreateTableAs} with
 * {@code is_matview}, and {@code ExecRefreshMatView}). A matview is a table whose
 * {@link MatviewDef} keeps the query: CREATE makes the table as CREATE TABLE AS does, and REFRESH
 * swaps in an empty heap (TRUNCATE's way, so indexes are emptied and the log records the new heap)
 * and fills it with {@code INSERT INTO mv query}. REFRESH ... CONCURRENTLY checks PostgreSQL's
 * preconditions and then refreshes the same way: it holds ACCESS EXCLUSIVE, so readers wait for it
 * (PostgreSQL's concurrent refresh lets them read the old rows; see the README's known limits).
 */
final class MatviewExecutor {
    private MatviewExecutor() {
    }

    static Outcome create(StatementRuntime rt, CreateMatview c) {
        CatalogSnapshot base = rt.database().catalog().current();
        if (base.relationExists(c.name()) && c.ifNotExists()) {
            return Outcome.command("CREATE MATERIALIZED VIEW"); // PostgreSQL: NOTICE ... already exists, skipping
        }
        TempViews.refuseInMatview(rt, c.query(), c.name());
        MatviewScan.defining(() -> { // the fill below, not the definition, needs what it reads populated
            CreateTableAsExecutor.run(rt, new CreateTableAs(c.name(), false, c.columns(), c.query(), false, c.reloptions()));
            return null;
        });
        rt.database().catalog().change(edit ->
                edit.putTable(edit.base().table(c.name()).withMatview(new MatviewDef(c.query(), c.withData()))));
        if (!c.withData()) {
            return Outcome.command("CREATE MATERIALIZED VIEW");
        }
        long n = fill(rt, c.name(), c.query(), rt.session().settings().planner());
        return new Outcome(null, n, "SELECT " + n);
    }

    static Object refresh(StatementRuntime rt, RefreshMatview r) {
        DdlLocks.take(rt, snap -> new DdlLocks.Needs(snap).table(r.name(), LockMode.ACCESS_EXCLUSIVE));
        TableDef t = rt.database().catalog().current().table(r.name());
        if (t == null) {
            throw LaninException.of(EngineMsg.UNDEFINED_TABLE, Namespace.nameOf(r.name()));
        }
        if (!t.isMatview()) {
            throw LaninException.of(ViewMsg.NOT_A_MATVIEW, Namespace.nameOf(r.name()));
        }
        if (r.concurrently()) {
            checkConcurrently(t, r);
        }
        rt.database().catalog().change(edit -> {
            TableDef now = edit.base().table(r.name());
            TableDef empty = now.withHeap(new HeapTable(), List.of());
            List<IndexDef> indexes = new ArrayList<>();
            for (IndexDef i : now.indexes()) {
                indexes.add(Storage.emptied(i, empty));
            }
            return edit.putTable(empty.withIndexes(indexes).withMatview(new MatviewDef(now.matview().sql(), r.withData())));
        });
        TableDef emptied = rt.database().catalog().current().table(r.name());
        rt.database().statistics().truncated(emptied, emptied.heap());
        if (r.withData()) {
            fill(rt, r.name(), t.matview().sql(), PlannerSettings.DEFAULT.withSearchPath(SearchPath.ofView(r.name())));
        }
        return null;
    }

    /** PostgreSQL's checks before a concurrent refresh: populated, WITH DATA, a plain unique index. */
    private static void checkConcurrently(TableDef t, RefreshMatview r) {
        if (!r.withData()) {
            throw LaninException.of(ViewMsg.REFRESH_CONCURRENTLY_NO_DATA);
        }
        if (!t.matview().populated()) {
            throw LaninException.of(ViewMsg.REFRESH_CONCURRENTLY_UNPOPULATED);
        }
        for (IndexDef i : t.indexes()) {
            if (i.unique() && (i.exprs() == null || i.exprs().predicateSql() == null)) {
                return;
            }
        }
        throw LaninException.of(ViewMsg.REFRESH_CONCURRENTLY_INDEX, qualified(t.name()));
    }

    /** Runs {@code INSERT INTO name query}; the count of rows it inserted. */
    private static long fill(StatementRuntime rt, String name, String query, PlannerSettings settings) {
        String insert = "INSERT INTO " + quoted(Namespace.schemaOf(name)) + "." + quoted(Namespace.nameOf(name)) + " " + query;
        return MatviewScan.filling(() -> Planner.plan(insert, rt.database(), settings).execute(rt).count());
    }

    private static String quoted(String identifier) {
        return "\"" + identifier.replace("\"", "\"\"") + "\"";
    }

    /** {@code schema.name} as PostgreSQL's messages and a query's text spell a relation. */
    private static String qualified(String key) {
        return Namespace.schemaOf(key) + "." + Namespace.nameOf(key);
    }
}
