package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.expr.BoundExpr;

/**
 * GENERATED ALWAYS AS (expr) STORED columns, computed on every row a table writer validates
 * (INSERT, UPDATE, ON CONFLICT, cascaded FOREIGN KEY actions, partition routing): they run as
 * the first "checks" of the table, each storing its column's value into the row and answering
 * TRUE, so every writer computes them before the real CHECKs without a hook of its own. A
 * generated column's NOT NULL is checked here, right after its value exists (the writer's NOT
 * NULL pass, which runs before checks, skips generated columns).
 *
 * <p>Invariant: a generation expression reads only non-generated columns (CREATE TABLE refuses
 * others, as PostgreSQL), so the order among generated columns does not matter.
 */
final class GeneratedColumns {
    private GeneratedColumns() {
    }

    static List<ColumnDef> of(TableDef table) {
        List<ColumnDef> out = new ArrayList<>();
        for (ColumnDef c : table.columns()) {
            if (!c.dropped() && c.generated()) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * One check per column declared with a domain: the domain's NOT NULL and CHECKs on the value
     * written (answering TRUE, or throwing the domain's own error).
     */
    static List<RowExpr> domainCheckers(TableDef table, BindContext bc) {
        List<RowExpr> out = new ArrayList<>();
        for (ColumnDef c : domainColumns(table)) {
            if (bc.catalog().type(c.domain()) instanceof org.lanin.engine.catalog.DomainDef d) {
                org.lanin.planner.bind.DomainCasts dc = org.lanin.planner.bind.DomainCasts.of(d, bc);
                int slot = c.slot();
                boolean elements = org.lanin.planner.bind.DomainCasts.arrayOf(c.type(), d);
                out.add((row, ctx) -> {
                    if (elements) {
                        dc.checkElements(row[slot], ctx);
                    } else {
                        dc.check(row[slot], ctx);
                    }
                    return Boolean.TRUE;
                });
            } else {
                out.add(RowExpr.constant(Boolean.TRUE)); // keeps entries aligned with DmlSupport.checkNames
            }
        }
        return out;
    }

    static List<ColumnDef> domainColumns(TableDef table) {
        List<ColumnDef> out = new ArrayList<>();
        for (ColumnDef c : table.columns()) {
            if (!c.dropped() && c.domain() != null) {
                out.add(c);
            }
        }
        return out;
    }

    /** One computing expression per generated column, in column order. */
    static List<RowExpr> computers(TableDef table, BindContext bc, SelectPlanner sp) {
        List<ColumnDef> cols = of(table);
        if (cols.isEmpty()) {
            return List.of();
        }
        ExprBinder b = new ExprBinder(bc, org.lanin.planner.bind.TableScopes.of(table, table.name()), null,
                "column generation expressions", sp);
        List<RowExpr> out = new ArrayList<>();
        for (ColumnDef c : cols) {
            BoundExpr e = b.coerceForAssignment(b.bind(DmlSupport.parseExpression(c.generationSql())), c.type(), c.name());
            RowExpr value = DmlSupport.assignment(e, c);
            int slot = c.slot();
            String tableName = table.name();
            out.add((row, ctx) -> {
                Object v = value.eval(row, ctx);
                row[slot] = v;
                if (v == null && c.notNull()) {
                    throw LaninException.of(EngineMsg.NOT_NULL_VIOLATION, c.name(), org.lanin.engine.catalog.Namespace.nameOf(tableName));
                }
                return Boolean.TRUE;
            });
        }
        return out;
    }
}
