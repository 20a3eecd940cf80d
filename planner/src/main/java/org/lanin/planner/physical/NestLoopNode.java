package org.lanin.planner.physical;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.JoinType;
import org.lanin.engine.exec.NestLoopOperator;
import org.lanin.engine.exec.NestedLoopJoinOperator;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;

/**
 * PostgreSQL's Nested Loop: the inner input is rescanned for every outer row. With parameters
 * (values of the outer row stored in execution slots before each rescan) the inner side is a
 * parameterised index scan: an index nested-loop join. FULL and RIGHT joins keep their inner
 * rows in memory to remember which matched.
 */
public final class NestLoopNode extends JoinNode {
    /** One value passed to the inner side: slot {@code slot} gets {@code value} of the outer row. */
    public record Param(int slot, BoundExpr value) {
    }

    private final List<Param> params;
    private final int[] slots;
    private final RowExpr[] values;

    public NestLoopNode(PhysicalNode outer, PhysicalNode inner, JoinType type, BoundExpr joinFilter, BoundExpr filter,
                        List<Param> params, List<String> columnNames) {
        super(outer, inner, type, joinFilter, filter, columnNames);
        this.params = List.copyOf(params);
        this.slots = new int[params.size()];
        this.values = new RowExpr[params.size()];
        for (int i = 0; i < slots.length; i++) {
            slots[i] = params.get(i).slot();
            values[i] = ExprCompiler.compile(params.get(i).value());
        }
    }

    public List<Param> params() {
        return params;
    }

    @Override
    public String nodeName() {
        return JoinNames.heading("Nested Loop", joinType());
    }

    @Override
    public String jsonType() {
        return "Nested Loop";
    }

    @Override
    public void explain(ExplainProperties out) {
        org.lanin.planner.expr.ExprText.Names outerNames = out.names(columnNames());
        for (Param p : params) {
            out.defineExecParam(p.slot(), org.lanin.planner.expr.ExprText.render(p.value(), outerNames));
        }
        explainFilters(out);
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        JoinType t = joinType();
        if (t == JoinType.FULL || t == JoinType.RIGHT) {
            return filtered(t == JoinType.FULL ? new NestedLoopJoinOperator(inputs[0], inputs[1], compiledJoinFilter, t)
                    : rightJoin(inputs[0], inputs[1]));
        }
        return filtered(new NestLoopOperator(inputs[0], inputs[1], compiledJoinFilter, t, slots, values));
    }

    /** RIGHT as a LEFT join with the inputs swapped, columns put back in outer-then-inner order. */
    private Operator rightJoin(Operator outer, Operator inner) {
        int ow = outer.width();
        int iw = inner.width();
        RowExpr cond = compiledJoinFilter;
        RowExpr swapped = cond == null ? null : (row, c) -> cond.eval(restore(row, ow, iw), c);
        Operator left = new NestedLoopJoinOperator(inner, outer, swapped, JoinType.LEFT);
        RowExpr[] reorder = new RowExpr[ow + iw];
        int[] copies = new int[ow + iw];
        for (int i = 0; i < ow + iw; i++) {
            int from = i < ow ? iw + i : i - ow;
            reorder[i] = (row, c) -> row[from];
            copies[i] = from;
        }
        return new org.lanin.engine.exec.ProjectOperator(left, reorder, copies);
    }

    private static Object[] restore(Object[] row, int ow, int iw) {
        Object[] r = new Object[ow + iw];
        System.arraycopy(row, iw, r, 0, ow);
        System.arraycopy(row, 0, r, ow, iw);
        return r;
    }

    static List<Param> noParams() {
        return new ArrayList<>();
    }
}
