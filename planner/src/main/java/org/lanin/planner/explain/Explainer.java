package org.lanin.planner.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.lanin.engine.exec.Instrumentation;
import org.lanin.planner.physical.PhysicalNode;

/**
 * Writes a plan as EXPLAIN's output lines: text (one row per line) or JSON (one row), with the
 * actual counts of {@code instrumentation} when the statement was run (EXPLAIN ANALYZE) and the
 * summary lines ("Planning Time", "Execution Time") when SUMMARY is on.
 */
public final class Explainer {
    private Explainer() {
    }

    /** {@code planningMillis}/{@code executionMillis} are printed when the summary is on (null: not known). */
    public static List<String> lines(PhysicalNode root, ExplainOptions options, Instrumentation instrumentation,
                                     Double planningMillis, Double executionMillis) {
        ExplainTree tree = new ExplainTree(instrumentation);
        List<ExplainTree.Entry> roots = tree.roots(root);
        List<String> out = new ArrayList<>();
        boolean summary = options.summary();
        if (options.json()) {
            out.add(new ExplainJson(options, tree).write(roots.get(0), summary ? planningMillis : null,
                    summary && options.analyze() ? executionMillis : null));
            return out;
        }
        new ExplainText(options, tree, out).write(roots);
        if (summary && planningMillis != null) {
            out.add(String.format(Locale.ROOT, "Planning Time: %.3f ms", planningMillis));
        }
        if (summary && options.analyze() && executionMillis != null) {
            out.add(String.format(Locale.ROOT, "Execution Time: %.3f ms", executionMillis));
        }
        return out;
    }
}
