package org.lanin.planner.plan;

import java.util.List;
import java.util.function.Function;
import org.lanin.engine.exec.Operator;

/**
 * One node of a physical plan: a label for EXPLAIN, its inputs, and how to build its
 * operator from its inputs' operators. Plans are immutable and shared; {@link #create()}
 * builds a fresh operator tree for each execution.
 */
public record PhysicalNode(String label, List<PhysicalNode> inputs, Function<Operator[], Operator> build) {

    public static PhysicalNode leaf(String label, java.util.function.Supplier<Operator> factory) {
        return new PhysicalNode(label, List.of(), ops -> factory.get());
    }

    public static PhysicalNode over(String label, PhysicalNode input, Function<Operator, Operator> build) {
        return new PhysicalNode(label, List.of(input), ops -> build.apply(ops[0]));
    }

    public Operator create() {
        Operator[] ops = new Operator[inputs.size()];
        for (int i = 0; i < ops.length; i++) {
            ops[i] = inputs.get(i).create();
        }
        return build.apply(ops);
    }

    /** PostgreSQL-style EXPLAIN text, one line per node, children indented under "->". */
    public void explain(List<String> out, int depth) {
        int indent = depth == 0 ? 0 : 6 * (depth - 1) + 2;
        String prefix = depth == 0 ? "" : " ".repeat(indent) + "->  ";
        String[] lines = label.split("\n");
        out.add(prefix + lines[0]);
        String detail = " ".repeat(depth == 0 ? 2 : indent + 4);
        for (int i = 1; i < lines.length; i++) {
            out.add(detail + lines[i].strip());
        }
        for (PhysicalNode in : inputs) {
            in.explain(out, depth + 1);
        }
    }
}
