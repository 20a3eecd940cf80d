package org.lanin.planner.explain;

import java.util.List;
import java.util.Locale;
import org.lanin.engine.exec.Instrumentation;
import org.lanin.planner.physical.Estimate;
import org.lanin.planner.physical.ExplainProperties;
import org.lanin.planner.physical.PhysicalNode;

/**
 * PostgreSQL's text format: one heading line per node, children indented under "->", properties
 * below the heading, costs and (with ANALYZE) actual time, rows and loops in parentheses.
 */
final class ExplainText {
    private final ExplainOptions options;
    private final ExplainTree tree;
    private final List<String> out;

    ExplainText(ExplainOptions options, ExplainTree tree, List<String> out) {
        this.options = options;
        this.tree = tree;
        this.out = out;
    }

    void write(List<ExplainTree.Entry> roots) {
        for (ExplainTree.Entry e : roots) {
            write(e, 0, true);
        }
    }

    private void write(ExplainTree.Entry e, int indent, boolean root) {
        PhysicalNode n = e.node();
        StringBuilder head = new StringBuilder(" ".repeat(indent));
        if (!root) {
            head.append("->  ");
        }
        head.append(n.nodeName()).append(n.target());
        if (options.costs()) {
            head.append("  ").append(costs(n.estimate()));
        }
        if (options.analyze()) {
            head.append(options.costs() ? " " : "  ").append(actual(tree.instrumentation.find(n)));
        }
        out.add(head.toString());
        int inner = root ? indent + 2 : indent + 6;
        ExplainProperties props = new ExplainProperties(tree::name, tree.execParams);
        n.explain(props);
        Instrumentation.NodeCounters counters = options.analyze() ? tree.instrumentation.find(n) : null;
        if (counters != null) {
            n.explainActual(counters, props);
        }
        for (ExplainProperties.Property p : props.all()) {
            if (!p.jsonOnly()) {
                out.add(" ".repeat(inner) + p.key() + ": " + value(p.value()));
            }
        }
        for (ExplainTree.Entry c : e.children()) {
            if (c.subplanName() != null) {
                out.add(" ".repeat(inner) + c.subplanName());
                write(c, inner + 2, false);
            } else {
                write(c, inner, false);
            }
        }
    }

    static String costs(Estimate e) {
        return String.format(Locale.ROOT, "(cost=%.2f..%.2f rows=%d width=%d)", e.startupCost(), e.totalCost(),
                Math.max(1, Math.round(e.rows())), e.width());
    }

    private String actual(Instrumentation.NodeCounters c) {
        if (c == null || c.loops() == 0) {
            return "(never executed)";
        }
        long rows = Math.round((double) c.rows() / c.loops());
        if (!options.timing()) {
            return "(actual rows=" + rows + " loops=" + c.loops() + ")";
        }
        return String.format(Locale.ROOT, "(actual time=%.3f..%.3f rows=%d loops=%d)",
                c.startupNanos() / 1e6 / c.loops(), c.totalNanos() / 1e6 / c.loops(), rows, c.loops());
    }

    private static String value(Object v) {
        if (v instanceof List<?> l) {
            return String.join(", ", l.stream().map(String::valueOf).toList());
        }
        return String.valueOf(v);
    }
}
