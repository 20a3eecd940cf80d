package org.lanin.planner.plan;

import org.lanin.planner.physical.FunctionScanNode;
import org.lanin.planner.physical.PhysicalNode;
import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.statement.select.TableFunction;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.admin.IndexSummaryOperator;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;

/** Table functions of the administration package in FROM: {@code bt_index_summary('index')}. */
final class AdminTableFunctions {
    private AdminTableFunctions() {
    }

    /** The index name may be any expression without columns (a literal, a parameter). */
    static BoundFrom indexSummary(TableFunction tf, ExprBinder binder, CatalogSnapshot catalog, FromBinder from) {
        Function f = tf.getFunction();
        if (f.getParameters() == null || f.getParameters().size() != 1) {
            throw LaninException.of(PlannerMsg.WRONG_ARG_COUNT, "bt_index_summary");
        }
        BoundExpr arg = binder.bind((Expression) f.getParameters().get(0));
        if (arg.type().kind() != TypeKind.TEXT) {
            arg = new BoundExpr.Cast(arg, DataType.TEXT);
        }
        RowExpr name = ExprCompiler.compile(arg);
        String alias = tf.getAlias() == null ? "bt_index_summary" : Names.fold(tf.getAlias().getName());
        List<Scope.Column> cols = new ArrayList<>();
        for (int i = 0; i < IndexSummaryOperator.COLUMN_NAMES.size(); i++) {
            cols.add(new Scope.Column(alias, IndexSummaryOperator.COLUMN_NAMES.get(i),
                    IndexSummaryOperator.COLUMN_TYPES.get(i), "bt_index_summary", false));
        }
        PhysicalNode node = new FunctionScanNode("bt_index_summary", alias, () -> new IndexSummaryOperator(catalog, name));
        return from.leaf(node, cols, alias);
    }
}
