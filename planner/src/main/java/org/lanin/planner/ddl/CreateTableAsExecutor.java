package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlStatement.ColumnSpec;
import org.lanin.planner.ddl.DdlStatement.CreateTable;
import org.lanin.planner.ddl.DdlStatement.CreateTableAs;
import org.lanin.planner.plan.Outcome;
import org.lanin.planner.plan.PlannedQuery;
import org.lanin.planner.plan.Planner;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.session.ColumnInfo;

/**
 * CREATE TABLE ... AS query, as PostgreSQL's {@code ExecCreateTableAs} does it: the query is planned
 * for its output columns (names, or those given, and types; an unknown-typed column becomes text),
 * a plain table of those columns is created (no constraints, no defaults), and unless WITH NO DATA
 * the query's rows are inserted by an INSERT ... query in the same statement and transaction, so a
 * failing query leaves no table behind once the statement is rolled back.
 */
final class CreateTableAsExecutor {
    private CreateTableAsExecutor() {
    }

    static Outcome run(StatementRuntime rt, CreateTableAs c) {
        CatalogSnapshot base = rt.database().catalog().current();
        if (base.relationExists(c.name())) {
            if (c.ifNotExists() && base.table(c.name()) != null) {
                return Outcome.command("CREATE TABLE AS");
            }
            throw LaninException.of(EngineMsg.DUPLICATE_TABLE, org.lanin.engine.catalog.Namespace.nameOf(c.name()));
        }
        PlannedQuery q = Planner.planView(c.query(), base, rt.database(),
                rt.session().settings().planner().searchPath());
        if (c.columns().size() > q.columns().size()) {
            throw LaninException.of(PlannerMsg.CTAS_TOO_MANY_COLUMNS);
        }
        List<ColumnSpec> specs = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < q.columns().size(); i++) {
            ColumnInfo col = q.columns().get(i);
            String name = i < c.columns().size() ? c.columns().get(i) : col.label();
            if (!seen.add(name)) {
                throw LaninException.of(PlannerMsg.DUPLICATE_COLUMN_DEF, name);
            }
            DataType type = col.type().kind() == TypeKind.UNKNOWN ? DataType.of(TypeKind.TEXT) : col.type();
            specs.add(new ColumnSpec(name, type.sqlName(), false, false, null, false, false, null, (char) 0, null,
                    null));
        }
        new CreateTableExecutor(rt).run(new CreateTable(c.name(), false, specs, List.of(), null, null, null, null,
                c.reloptions()));
        if (!c.withData()) {
            return new Outcome(null, 0, "SELECT 0");
        }
        String insert = "INSERT INTO \"" + c.name().replace("\"", "\"\"") + "\" " + c.query();
        long n = Planner.plan(insert, rt.database()).execute(rt).count();
        return new Outcome(null, n, "SELECT " + n);
    }
}
