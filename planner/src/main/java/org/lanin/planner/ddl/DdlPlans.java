package org.lanin.planner.ddl;

import java.util.List;
import java.util.function.Function;
import org.lanin.engine.error.LaninException;
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

        /** Each catalog change of the statement is recorded for ROLLBACK with the snapshots right around it. */
        @Override
        public Outcome execute(StatementRuntime runtime) {
            org.lanin.engine.catalog.CatalogSnapshot before = runtime.database().catalog().current();
            Outcome out = runtime.database().catalog().recordingChanges(runtime.session()::recordDdl, () -> action.apply(runtime));
            org.lanin.planner.routine.catalog.ViewRules.follow(runtime.database(), before, runtime.database().catalog().current());
            return out;
        }
    }

    /** LOCK TABLE: changes no catalog, and a READ ONLY transaction may run it (PostgreSQL's rule). */
    private record LockPlan(LockTable statement) implements Plan {
        @Override
        public Kind kind() {
            return Kind.DDL;
        }

        @Override
        public boolean allowedInReadOnlyTransaction() {
            return true;
        }

        @Override
        public boolean needsSnapshot() {
            return false;
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
            LockTableExecutor.run(runtime, statement);
            return Outcome.command("LOCK TABLE");
        }

        @Override
        public String commandName() {
            return "LOCK TABLE";
        }
    }

    public static Plan of(DdlStatement s, LaninDatabase db) {
        if (s instanceof CreateTable c) {
            return new DdlPlan("CREATE TABLE", rt -> done(new CreateTableExecutor(rt).run(c), "CREATE TABLE"));
        }
        if (s instanceof DdlStatement.CreateUnlogged u) {
            return new DdlPlan("CREATE TABLE", rt -> {
                boolean existed = rt.database().catalog().current().table(u.table().name()) != null;
                Object created = new CreateTableExecutor(rt).run(u.table());
                if (!existed) {
                    rt.database().markUnlogged(u.table().name());
                }
                return done(created, "CREATE TABLE");
            });
        }
        if (s instanceof CreateTableAs c) {
            return new DdlPlan("CREATE TABLE AS", rt -> CreateTableAsExecutor.run(rt, c));
        }
        if (s instanceof CreateIndex c) {
            return new DdlPlan("CREATE INDEX", rt -> done(c.concurrently() ? new ConcurrentIndexExecutor(rt).create(c)
                    : new IndexExecutor(rt).create(c), "CREATE INDEX"));
        }
        if (s instanceof Drop d && d.concurrently()) {
            if (d.names().size() != 1 || d.cascade()) {
                throw LaninException.of(LockDdlMsg.CONCURRENT_DROP_FORM, d.names().size() != 1 ? "dropping multiple objects" : "CASCADE");
            }
            return new DdlPlan("DROP INDEX", rt -> done(new ConcurrentIndexExecutor(rt).drop(d.names().get(0), d.ifExists()),
                    "DROP INDEX"));
        }
        if (s instanceof CreateMatview c) {
            return new DdlPlan("CREATE MATERIALIZED VIEW", rt -> MatviewExecutor.create(rt, c));
        }
        if (s instanceof RefreshMatview r) {
            return new DdlPlan("REFRESH MATERIALIZED VIEW", rt -> done(MatviewExecutor.refresh(rt, r), "REFRESH MATERIALIZED VIEW"));
        }
        if (s instanceof DropMatview d) {
            return new DdlPlan("DROP MATERIALIZED VIEW", rt -> done(new DropExecutor(rt).run(d), "DROP MATERIALIZED VIEW"));
        }
        if (s instanceof AlterMatview a) {
            DdlPlan inner = (DdlPlan) of(a.action(), db);
            return new DdlPlan("ALTER MATERIALIZED VIEW", rt -> {
                inner.action().apply(rt);
                return Outcome.command("ALTER MATERIALIZED VIEW");
            });
        }
        if (s instanceof DdlStatement.Reindex r) {
            return new DdlPlan("REINDEX", rt -> done(ReindexExecutor.run(rt, r), "REINDEX"));
        }
        if (s instanceof DdlStatement.CreateRole c) {
            return new DdlPlan("CREATE ROLE", rt -> done(RoleDdl.create(rt, c), "CREATE ROLE"));
        }
        if (s instanceof DdlStatement.AlterRole a) {
            return new DdlPlan("ALTER ROLE", rt -> done(RoleDdl.alter(rt, a), "ALTER ROLE"));
        }
        if (s instanceof DdlStatement.DropRole d) {
            return new DdlPlan("DROP ROLE", rt -> done(RoleDdl.drop(rt, d), "DROP ROLE"));
        }
        if (s instanceof DdlStatement.CreateExtension c) {
            return new DdlPlan("CREATE EXTENSION", rt -> done(Extensions.create(rt, c), "CREATE EXTENSION"));
        }
        if (s instanceof DdlStatement.DropExtension d) {
            return new DdlPlan("DROP EXTENSION", rt -> done(Extensions.drop(rt, d), "DROP EXTENSION"));
        }
        if (s instanceof DdlStatement.AlterViewStorage a) {
            return new DdlPlan("ALTER VIEW", rt -> done(StorageChange.view(rt, a), "ALTER VIEW"));
        }
        if (s instanceof DdlStatement.AttachIndex a) {
            return new DdlPlan("ALTER INDEX", rt -> done(PartitionIndexes.attach(rt, a), "ALTER INDEX"));
        }
        if (s instanceof DdlStatement.AlterIndexStorage a) {
            return new DdlPlan("ALTER INDEX", rt -> done(StorageChange.index(rt, a), "ALTER INDEX"));
        }
        if (s instanceof AlterViewDefault a) {
            return new DdlPlan("ALTER VIEW", rt -> done(ViewDefaults.run(rt, a), "ALTER VIEW"));
        }
        if (s instanceof CreateView v) {
            if (org.lanin.planner.cache.SelectInto.asCreateTableAs(v.query()) != null) {
                throw LaninException.of(org.lanin.planner.PlannerMsg.VIEW_SELECT_INTO);
            }
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
        if (s instanceof LockTable l) {
            return new LockPlan(l);
        }
        if (s instanceof RenameRelation r) {
            String tag = "ALTER " + r.kind().name();
            return new DdlPlan(tag, rt -> done(RelationRename.run(rt, r), tag));
        }
        if (s instanceof DdlStatement.NoEffect n) {
            return new DdlPlan(n.tag(), rt -> done(null, n.tag()));
        }
        if (s instanceof AlterOwner o) {
            String tag = "ALTER " + o.kind().name();
            return new DdlPlan(tag, rt -> done(OwnerExecutor.run(rt, o), tag));
        }
        if (s instanceof AlterSequence as) {
            return new DdlPlan("ALTER SEQUENCE", rt -> done(AlterSequenceExecutor.run(rt, as), "ALTER SEQUENCE"));
        }
        if (s instanceof CommentOn co) {
            return new DdlPlan("COMMENT", rt -> done(CommentExecutor.run(rt, co), "COMMENT"));
        }
        if (s instanceof CreateEnum ce) {
            return new DdlPlan("CREATE TYPE", rt -> done(TypeDdl.create(rt, ce), "CREATE TYPE"));
        }
        if (s instanceof CreateDomain cd) {
            return new DdlPlan("CREATE DOMAIN", rt -> done(DomainExecutor.create(rt, cd), "CREATE DOMAIN"));
        }
        if (s instanceof AlterEnum ae) {
            return new DdlPlan("ALTER TYPE", rt -> done(TypeDdl.alter(rt, ae), "ALTER TYPE"));
        }
        if (s instanceof DropType dt) {
            String tag = dt.domain() ? "DROP DOMAIN" : "DROP TYPE";
            return new DdlPlan(tag, rt -> done(TypeDdl.drop(rt, dt), tag));
        }
        if (s instanceof CreateSchema || s instanceof DropSchema || s instanceof AlterSchema || s instanceof SetSchema) {
            String tag = SchemaDdl.tag(s);
            return new DdlPlan(tag, rt -> done(SchemaDdl.run(rt, s), tag));
        }
        if (s instanceof CreateTableLike l) {
            return new DdlPlan("CREATE TABLE", rt -> {
                boolean existed = rt.database().catalog().current().table(l.table().name()) != null;
                new CreateTableExecutor(rt).run(l.table());
                for (String sql : existed ? List.<String>of() : l.indexSql()) {
                    org.lanin.planner.plan.Planner.plan(sql, rt.database()).execute(rt);
                }
                return Outcome.command("CREATE TABLE");
            });
        }
        if (s instanceof CreateTemp ct) {
            String tag = ct.table() instanceof CreateTableAs ? "CREATE TABLE AS" : "CREATE TABLE";
            return new DdlPlan(tag, rt -> TempTableDdl.create(rt, ct, tag));
        }
        if (s instanceof Grant g) {
            String tag = g.grant() ? "GRANT" : "REVOKE";
            return new DdlPlan(tag, rt -> done(GrantExecutor.run(rt, g), tag));
        }
        AlterTable a = (AlterTable) s;
        return new DdlPlan("ALTER TABLE", rt -> done(new AlterTableExecutor(rt).run(a), "ALTER TABLE"));
    }

    private static Outcome done(Object ignored, String tag) {
        return Outcome.command(tag);
    }
}
