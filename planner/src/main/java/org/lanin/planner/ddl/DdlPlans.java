package org.lanin.planner.ddl;

import java.util.List;
import java.util.function.Function;
import org.lanin.engine.type.DataType;
import org.lanin.planner.ddl.DdlStatement.*;
import org.lanin.planner.plan.Outcome;
import org.lanin.planner.plan.Plan;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.session.ColumnInfo;
import org.lanin.planner.session.LaninDatabase;

/**
 * DDL plans. DDL takes effect when the statement runs and publishes a new catalog version
 * (it is not rolled back with the transaction: see the README's known limits). Names and
 * existence are checked at execution, against the catalog as it is then.
 */
public final class DdlPlans {
    private DdlPlans() {
    }

    private record DdlPlan(String commandName, Function<StatementRuntime, Outcome> action) implements Plan {
        @Override
        public Kind kind() {
            return Kind.DDL;
        }

        @Override
        public List<ColumnInfo> columns() {
            return List.of();
        }

        @Override
        public List<DataType> parameterTypes() {
            return List.of();
        }

        @Override
        public Outcome execute(StatementRuntime runtime) {
            org.lanin.engine.catalog.Catalog catalog = runtime.database().catalog();
            org.lanin.engine.catalog.CatalogSnapshot before = catalog.current();
            try {
                return action.apply(runtime);
            } finally {
                // Also when the action fails after changing the catalog (CREATE TABLE AS whose rows
                // fail to insert): the statement's rollback must undo the change.
                org.lanin.engine.catalog.CatalogSnapshot after = catalog.current();
                if (after != before) {
                    runtime.session().recordDdl(before, after);
                }
            }
        }
    }

    public static Plan of(DdlStatement s, LaninDatabase db) {
        if (s instanceof CreateTable c) {
            return new DdlPlan("CREATE TABLE", rt -> done(new CreateTableExecutor(rt).run(c), "CREATE TABLE"));
        }
        if (s instanceof CreateTableAs c) {
            return new DdlPlan("CREATE TABLE AS", rt -> CreateTableAsExecutor.run(rt, c));
        }
        if (s instanceof CreateIndex c) {
            return new DdlPlan("CREATE INDEX", rt -> done(new IndexExecutor(rt).create(c), "CREATE INDEX"));
        }
        if (s instanceof CreateView v) {
            return new DdlPlan("CREATE VIEW", rt -> done(ViewExecutor.create(rt, v), "CREATE VIEW"));
        }
        if (s instanceof CreateSequence c) {
            return new DdlPlan("CREATE SEQUENCE", rt -> done(SequenceExecutor.create(rt, c), "CREATE SEQUENCE"));
        }
        if (s instanceof Drop d) {
            String tag = "DROP " + d.kind().name();
            return new DdlPlan(tag, rt -> done(new DropExecutor(rt).run(d), tag));
        }
        if (s instanceof Truncate t) {
            return new DdlPlan("TRUNCATE TABLE", rt -> done(new DropExecutor(rt).truncate(t), "TRUNCATE TABLE"));
        }
        AlterTable a = (AlterTable) s;
        return new DdlPlan("ALTER TABLE", rt -> done(new AlterTableExecutor(rt).run(a), "ALTER TABLE"));
    }

    private static Outcome done(Object ignored, String tag) {
        return Outcome.command(tag);
    }
}
