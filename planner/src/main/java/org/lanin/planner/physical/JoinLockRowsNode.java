package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.access.JoinLockRowsOperator;
import org.lanin.engine.access.RowLocker;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;

/** SELECT ... FOR UPDATE/SHARE over a join: locks the version of each marked table each joined row carries. */
public final class JoinLockRowsNode extends PhysicalNode {
    private final List<JoinLockRowsOperator.Mark> marks;
    private final RowExpr recheck;
    private final RowLocker.WaitPolicy policy;

    public JoinLockRowsNode(PhysicalNode join, List<JoinLockRowsOperator.Mark> marks, RowExpr recheck, RowLocker.WaitPolicy policy) {
        super(List.of(join));
        this.marks = List.copyOf(marks);
        this.recheck = recheck;
        this.policy = policy;
    }

    @Override
    public String nodeName() {
        return "LockRows";
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new JoinLockRowsOperator(inputs[0], marks, recheck, policy);
    }
}
