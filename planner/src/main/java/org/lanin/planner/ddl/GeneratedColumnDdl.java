package org.lanin.planner.ddl;

import java.util.BitSet;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.func.Volatility;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.TableScopes;
import org.lanin.planner.ddl.DdlStatement.ColumnSpec;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.plan.SelectPlanner;
import org.lanin.planner.session.LaninDatabase;

/**
 * The rules PostgreSQL puts on GENERATED ALWAYS AS (expr) STORED at definition time: no DEFAULT
 * or identity beside it, no other generated column read, only immutable functions, no
 * subqueries, and a value assignable to the column's type.
 */
final class GeneratedColumnDdl {
    private GeneratedColumnDdl() {
    }

    static void checkSpec(ColumnSpec s, String table) {
        if (s.clauseConflict() != null) {
            throw LaninException.of(s.clauseConflict(), s.name(), org.lanin.engine.catalog.Namespace.nameOf(table));
        }
        if (s.generatedSql() == null) {
            return;
        }
        if (s.defaultSql() != null) {
            throw LaninException.of(GeneratedDdlMsg.DEFAULT_AND_GENERATED, s.name(), org.lanin.engine.catalog.Namespace.nameOf(table));
        }
        if (s.identity() != 0 || s.serial()) {
            throw LaninException.of(GeneratedDdlMsg.IDENTITY_AND_GENERATED, s.name(), org.lanin.engine.catalog.Namespace.nameOf(table));
        }
    }

    static void checkAll(TableDef table, LaninDatabase db) {
        for (ColumnDef c : table.liveColumns()) {
            if (c.generated()) {
                check(table, c, db);
            }
        }
    }

    private static void check(TableDef table, ColumnDef c, LaninDatabase db) {
        BindContext bc = new BindContext(db.catalog().current(), db);
        ExprBinder b = new ExprBinder(bc, TableScopes.of(table, table.name()), null, "column generation expressions",
                new SelectPlanner());
        BoundExpr e = b.bind(ExprCheck.parse(c.generationSql()));
        if (BoundExprs.hasSubquery(e)) {
            throw LaninException.of(GeneratedDdlMsg.SUBQUERY);
        }
        BitSet used = BoundExprs.columns(e);
        for (ColumnDef other : table.liveColumns()) {
            if (other.generated() && used.get(other.slot())) {
                throw LaninException.of(GeneratedDdlMsg.USES_GENERATED, other.name());
            }
        }
        if (!immutable(e)) {
            throw LaninException.of(GeneratedDdlMsg.NOT_IMMUTABLE);
        }
        b.coerceForAssignment(e, c.type(), c.name());
    }

    /** PostgreSQL's contain_mutable_functions, over what Lanin's expressions can hold. */
    static boolean immutable(BoundExpr e) {
        if (e instanceof BoundExpr.Clock || e instanceof BoundExpr.NextVal || e instanceof BoundExpr.CurrVal
                || e instanceof BoundExpr.SetVal || e instanceof BoundExpr.SessionCall || e instanceof BoundExpr.Param) {
            return false;
        }
        if (e instanceof BoundExpr.Call call && call.function().volatility() != Volatility.IMMUTABLE) {
            return false;
        }
        for (BoundExpr child : BoundExprs.children(e)) {
            if (!immutable(child)) {
                return false;
            }
        }
        return true;
    }
}
