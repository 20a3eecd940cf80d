package org.lanin.planner.plan;

import org.lanin.planner.physical.Estimate;
import org.lanin.planner.physical.SetOpNode;
import org.lanin.planner.physical.ProjectNode;
import org.lanin.planner.physical.PhysicalNode;
import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.statement.select.*;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.*;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.session.ColumnInfo;

/** UNION [ALL], INTERSECT [ALL], EXCEPT [ALL], evaluated left to right; columns take their common types. */
final class SetOpPlanner {
    private final SelectPlanner sp;
    private final BindContext bc;
    private final Scope outer;

    SetOpPlanner(SelectPlanner sp, BindContext bc, Scope outer) {
        this.sp = sp;
        this.bc = bc;
        this.outer = outer;
    }

    /** How EXPLAIN names the output columns of the set operation last planned (its first operand's). */
    private List<String> outputText;

    List<String> outputText() {
        return outputText;
    }

    PlannedQuery plan(SetOperationList sol) {
        List<PlannedQuery> parts = new ArrayList<>();
        boolean[] selfRefs = new boolean[sol.getSelects().size()];
        for (Select s : sol.getSelects()) {
            if (!parts.isEmpty() && s instanceof net.sf.jsqlparser.statement.select.PlainSelect p && p.getIntoTables() != null) {
                throw LaninException.of(PlannerMsg.SELECT_INTO_NOT_FIRST);
            }
            int refs = bc.selfRefCount();
            parts.add(sp.planSetOperand(s, outer, bc));
            selfRefs[parts.size() - 1] = bc.selfRefCount() > refs;
        }
        RecursiveCtePlanner.checkSetOperations(sol.getOperations(), selfRefs, bc);
        int width = parts.get(0).columns().size();
        for (PlannedQuery p : parts) {
            if (p.columns().size() != width) {
                throw LaninException.of(PlannerMsg.SET_OP_COLUMNS, opName(sol.getOperations().get(0)));
            }
        }
        List<DataType> types = resultTypes(parts, sol.getOperations());
        // INTERSECT binds tighter than UNION and EXCEPT (SQL's precedence); the rest go left to right.
        List<PhysicalNode> operands = new ArrayList<>();
        List<SetOperation> ops = new ArrayList<>();
        operands.add(coerce(parts.get(0), types));
        for (int i = 1; i < parts.size(); i++) {
            SetOperation op = sol.getOperations().get(i - 1);
            PhysicalNode next = coerce(parts.get(i), types);
            if (op instanceof IntersectOp) {
                int last = operands.size() - 1;
                operands.set(last, combine(operands.get(last), next, op));
            } else {
                ops.add(op);
                operands.add(next);
            }
        }
        UnionPlan.Keys keys = UnionPlan.Keys.of(types, parts.get(0),
                new org.lanin.planner.cost.CostModel(bc.plannerSettings()));
        outputText = keys.text();
        PhysicalNode node = operands.get(0);
        UnionPlan union = null;
        for (int i = 1; i < operands.size(); i++) {
            SetOperation op = ops.get(i - 1);
            if (op instanceof UnionOp u) {
                union = UnionPlan.add(union, node, operands.get(i), u.isAll(), keys);
                continue;
            }
            node = combine(union == null ? node : union.build(keys), operands.get(i), op);
            union = null;
        }
        if (union != null) {
            node = union.build(keys);
        }
        List<ColumnInfo> cols = new ArrayList<>();
        for (int i = 0; i < width; i++) {
            ColumnInfo first = parts.get(0).columns().get(i);
            cols.add(new ColumnInfo(first.label(), first.label(), "", types.get(i), java.sql.ResultSetMetaData.columnNullableUnknown));
        }
        return new PlannedQuery(node, cols);
    }

    /**
     * The column types as PostgreSQL's transformSetOperationTree finds them: node by node of the
     * operation tree (INTERSECT first, then left to right), each node's type the select_common_type
     * of its two inputs, where an untyped literal of a leaf takes the other side's type and two
     * untyped ones make text. So {@code SELECT NULL UNION SELECT 1} is integer, while
     * {@code SELECT NULL UNION SELECT NULL UNION SELECT 1} fails (text and integer).
     */
    private static List<DataType> resultTypes(List<PlannedQuery> parts, List<SetOperation> operations) {
        List<List<DataType>> operands = new ArrayList<>();
        List<SetOperation> ops = new ArrayList<>();
        operands.add(typesOf(parts.get(0)));
        for (int i = 1; i < parts.size(); i++) {
            SetOperation op = operations.get(i - 1);
            if (op instanceof IntersectOp) {
                int last = operands.size() - 1;
                operands.set(last, commonTypes(operands.get(last), typesOf(parts.get(i)), op));
            } else {
                ops.add(op);
                operands.add(typesOf(parts.get(i)));
            }
        }
        List<DataType> types = operands.get(0);
        for (int i = 1; i < operands.size(); i++) {
            types = commonTypes(types, operands.get(i), ops.get(i - 1));
        }
        return types;
    }

    private static List<DataType> typesOf(PlannedQuery q) {
        List<DataType> types = new ArrayList<>();
        for (ColumnInfo c : q.columns()) {
            types.add(c.type());
        }
        return types;
    }

    private static List<DataType> commonTypes(List<DataType> left, List<DataType> right, SetOperation op) {
        List<DataType> types = new ArrayList<>();
        for (int i = 0; i < left.size(); i++) {
            types.add(org.lanin.planner.bind.CommonTypes.resolve(
                    org.lanin.planner.bind.CommonTypes.fold(left.get(i), right.get(i), opName(op))));
        }
        return types;
    }

    private static String opName(SetOperation op) {
        return op.toString().trim().split(" ")[0].toUpperCase(java.util.Locale.ROOT);
    }

    /** INTERSECT / EXCEPT [ALL] of two operands (UNIONs are {@link UnionPlan}s). */
    private static PhysicalNode combine(PhysicalNode left, PhysicalNode right, SetOperation op) {
        boolean all = op.toString().toUpperCase(java.util.Locale.ROOT).contains("ALL");
        SetOpOperator.Kind kind = op instanceof IntersectOp ? SetOpOperator.Kind.INTERSECT : SetOpOperator.Kind.EXCEPT;
        return new SetOpNode(left, right, kind, all).estimated(left.estimate());
    }

    static PhysicalNode coerce(PlannedQuery q, List<DataType> types) {
        boolean same = true;
        List<BoundExpr> exprs = new ArrayList<>();
        for (int i = 0; i < types.size(); i++) {
            DataType from = q.columns().get(i).type();
            BoundExpr ref = new BoundExpr.ColumnRef(i, from, "", "");
            boolean needs = from.kind() != types.get(i).kind() && !(from.kind().isText() && types.get(i).kind().isText());
            same &= !needs;
            exprs.add(needs ? new BoundExpr.Cast(ref, types.get(i)) : ref);
        }
        return same ? q.root() : new ProjectNode(q.root(), exprs);
    }
}
