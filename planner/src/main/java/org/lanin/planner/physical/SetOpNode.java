package org.lanin.planner.physical;

import java.util.List;
import java.util.Map;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.SetOpOperator;

/** INTERSECT / EXCEPT [ALL] by hashing both inputs' rows (PostgreSQL's HashSetOp). */
public final class SetOpNode extends PhysicalNode {
    private final SetOpOperator.Kind kind;
    private final boolean all;

    public SetOpNode(PhysicalNode left, PhysicalNode right, SetOpOperator.Kind kind, boolean all) {
        super(List.of(left, right));
        this.kind = kind;
        this.all = all;
    }

    @Override
    public String nodeName() {
        String k = kind.name().charAt(0) + kind.name().substring(1).toLowerCase(java.util.Locale.ROOT);
        return "HashSetOp " + k + (all ? " All" : "");
    }

    @Override
    public String jsonType() {
        return "SetOp";
    }

    @Override
    public void identity(Map<String, Object> json) {
        json.put("Strategy", "Hashed");
        json.put("Command", kind.name().charAt(0) + kind.name().substring(1).toLowerCase(java.util.Locale.ROOT)
                + (all ? " All" : ""));
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new SetOpOperator(inputs[0], inputs[1], kind, all);
    }
}
