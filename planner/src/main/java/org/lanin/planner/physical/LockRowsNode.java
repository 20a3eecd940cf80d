package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.access.LockRowsOperator;
import org.lanin.engine.access.RowLocker;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.TupleSource;

/**
 * SELECT ... FOR UPDATE/SHARE: locks each row its scan returns, re-checking the WHERE clause
 * against the newest version after a wait (EvalPlanQual); NOWAIT and SKIP LOCKED per policy.
 */
public final class LockRowsNode extends PhysicalNode {
    private final TableDef table;
    private final RowExpr recheck;
    private final RowLocker.WaitPolicy policy;

    public LockRowsNode(PhysicalNode scan, TableDef table, RowExpr recheck, RowLocker.WaitPolicy policy) {
        super(List.of(scan));
        this.table = table;
        this.recheck = recheck;
        this.policy = policy;
    }

    @Override
    public String nodeName() {
        return "LockRows";
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new LockRowsOperator((TupleSource) inputs[0], table, recheck, policy);
    }
}
