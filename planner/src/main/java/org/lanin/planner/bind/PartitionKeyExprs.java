package org.lanin.planner.bind;

import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.statement.select.Select;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.partition.KeyCompiler;
import org.lanin.engine.partition.PartitionMsg;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.session.LaninDatabase;

/**
 * Partition key expressions (PARTITION BY RANGE (a, abs(b))) bound over a table of the tree: the
 * catalog keeps their SQL text over column names, and each reader binds it against the layout it
 * reads (the root's for routing and pruning, a partition's for its constraint). Every table of a
 * tree has the same column names and types, so the text binds to the same expression everywhere.
 */
public final class PartitionKeyExprs {
    private PartitionKeyExprs() {
    }

    /** A compiler binding in a context of its own over {@code catalog}. */
    public static KeyCompiler compiler(CatalogSnapshot catalog, LaninDatabase db) {
        return (layout, sql) -> ExprCompiler.compile(bind(layout, sql, new BindContext(catalog, db)));
    }

    public static KeyCompiler compiler(BindContext bc) {
        return compiler(bc.catalog(), bc.database());
    }

    /** The expression over {@code layout}'s row (column i at position i). */
    public static BoundExpr bind(TableDef layout, String sql, BindContext bc) {
        net.sf.jsqlparser.expression.Expression parsed;
        try {
            parsed = CCJSqlParserUtil.parseExpression(org.lanin.planner.cache.JSqlParserInput.of(sql), false);
        } catch (JSQLParserException e) {
            throw new LaninException(PlannerMsg.SYNTAX_ERROR.state(), "syntax error in expression: " + sql);
        }
        return new ExprBinder(bc, TableScopes.of(layout, layout.name()), null, "partition key expressions",
                NO_SUBQUERIES).bind(parsed);
    }

    /** PostgreSQL: "cannot use subquery in partition key expression" (0A000). */
    public static final SubqueryBinder NO_SUBQUERIES = new SubqueryBinder() {
        @Override
        public BoundExpr scalar(Select select, Scope outer, BindContext bc) {
            throw LaninException.of(PartitionMsg.KEY_SUBQUERY);
        }

        @Override
        public BoundExpr exists(Select select, boolean negated, Scope outer, BindContext bc) {
            throw LaninException.of(PartitionMsg.KEY_SUBQUERY);
        }

        @Override
        public BoundExpr in(BoundExpr input, Select select, boolean negated, Scope outer, BindContext bc) {
            throw LaninException.of(PartitionMsg.KEY_SUBQUERY);
        }

        @Override
        public MultiAssignment multiAssignment(Select select, Scope outer, BindContext bc) {
            throw LaninException.of(PartitionMsg.KEY_SUBQUERY);
        }

        @Override
        public BoundExpr inRow(java.util.List<BoundExpr> inputs, Select select, boolean negated, Scope outer,
                               BindContext bc) {
            throw LaninException.of(PartitionMsg.KEY_SUBQUERY);
        }
    };
}
