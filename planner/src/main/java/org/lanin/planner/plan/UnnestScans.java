package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.statement.select.TableFunction;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.UnnestOperator;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.physical.FunctionScanNode;

/**
 * {@code unnest(a1 [, a2 ...]) [WITH ORDINALITY] [AS alias(c1, ...)]} in FROM: one column per
 * array (named {@code unnest}, or the alias for a single array without column names), then
 * {@code ordinality} bigint. Arguments that read earlier FROM items make it lateral ({@link LateralJoins}).
 */
final class UnnestScans {
    private UnnestScans() {
    }

    static BoundFrom bind(TableFunction tf, ExprBinder b, FromBinder from) {
        List<BoundExpr> arrays = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        if (tf.getFunction().getParameters() == null || tf.getFunction().getParameters().isEmpty()) {
            throw LaninException.of(org.lanin.engine.type.TypeMsg.FUNCTION_DOES_NOT_EXIST, "unnest", "");
        }
        for (Object o : tf.getFunction().getParameters()) {
            BoundExpr a = b.bind((Expression) o);
            if (a.type().kind() == TypeKind.UNKNOWN) {
                a = b.coerce(a, DataType.arrayOf(DataType.TEXT));
            }
            if (!a.type().isArray()) {
                throw LaninException.withHint(org.lanin.engine.type.TypeMsg.FUNCTION_HINT,
                        org.lanin.engine.type.TypeMsg.FUNCTION_DOES_NOT_EXIST, "unnest", a.type().sqlName());
            }
            arrays.add(a);
            types.add(a.type().elementType());
        }
        boolean ordinality = tf.getWithClause() != null
                && tf.getWithClause().toLowerCase(Locale.ROOT).contains("ordinality");
        if (ordinality) {
            types.add(DataType.BIGINT);
        }
        Alias alias = tf.getAlias();
        String relation = alias == null ? "unnest" : Names.fold(alias.getName());
        List<Alias.AliasColumn> names = alias == null || alias.getAliasColumns() == null ? List.of() : alias.getAliasColumns();
        if (names.size() > types.size()) {
            throw LaninException.of(PlannerMsg.ALIAS_COLUMNS, relation, types.size(), names.size());
        }
        List<Scope.Column> cols = new ArrayList<>();
        for (int i = 0; i < types.size(); i++) {
            String name;
            if (i < names.size()) {
                name = Names.fold(names.get(i).name);
            } else if (ordinality && i == types.size() - 1) {
                name = "ordinality";
            } else {
                name = alias != null && arrays.size() == 1 ? relation : "unnest";
            }
            cols.add(new Scope.Column(relation, name, types.get(i), "", false));
        }
        RowExpr[] compiled = ExprCompiler.compileAll(arrays);
        FunctionScanNode node = new FunctionScanNode("unnest", relation, () -> new UnnestOperator(compiled, ordinality));
        if (arrays.stream().anyMatch(SublinkBody::containsOuterRef)) {
            node.markReadsOuterRow();
        }
        return from.leaf(node, cols, relation);
    }
}
