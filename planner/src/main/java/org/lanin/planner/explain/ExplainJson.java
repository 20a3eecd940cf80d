package org.lanin.planner.explain;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.lanin.engine.exec.Instrumentation;
import org.lanin.planner.physical.Estimate;
import org.lanin.planner.physical.ExplainProperties;
import org.lanin.planner.physical.PhysicalNode;

/** PostgreSQL's JSON format: {@code [{"Plan": {...}, "Planning Time": ..., "Execution Time": ...}]}. */
final class ExplainJson {
    private final ExplainOptions options;
    private final ExplainTree tree;

    ExplainJson(ExplainOptions options, ExplainTree tree) {
        this.options = options;
        this.tree = tree;
    }

    String write(ExplainTree.Entry root, Double planningMillis, Double executionMillis) {
        Map<String, Object> top = new LinkedHashMap<>();
        top.put("Plan", node(root));
        if (planningMillis != null) {
            top.put("Planning Time", new Millis(planningMillis));
        }
        if (executionMillis != null) {
            top.put("Execution Time", new Millis(executionMillis));
        }
        StringBuilder b = new StringBuilder("[\n");
        value(b, top, 1);
        return b.append("\n]").toString();
    }

    /** A time in milliseconds, printed with three decimals as PostgreSQL does. */
    private record Millis(double value) {
    }

    private Map<String, Object> node(ExplainTree.Entry e) {
        PhysicalNode n = e.node();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("Node Type", n.jsonType());
        if (e.relationship() != null) {
            m.put("Parent Relationship", e.relationship());
        }
        if (e.subplanName() != null) {
            m.put("Subplan Name", e.subplanName());
        }
        n.identity(m);
        if (options.costs()) {
            Estimate est = n.estimate();
            m.put("Startup Cost", new Cost(est.startupCost()));
            m.put("Total Cost", new Cost(est.totalCost()));
            m.put("Plan Rows", Math.max(1, Math.round(est.rows())));
            m.put("Plan Width", est.width());
        }
        if (options.analyze()) {
            actual(m, tree.instrumentation.find(n));
        }
        ExplainProperties props = new ExplainProperties(tree::name, tree.execParams);
        n.explain(props);
        Instrumentation.NodeCounters counters = options.analyze() ? tree.instrumentation.find(n) : null;
        if (counters != null) {
            n.explainActual(counters, props);
        }
        for (ExplainProperties.Property p : props.all()) {
            if (!p.textOnly()) {
                m.put(p.key(), p.value());
            }
        }
        if (!e.children().isEmpty()) {
            m.put("Plans", e.children().stream().map(this::node).toList());
        }
        return m;
    }

    private record Cost(double value) {
    }

    private void actual(Map<String, Object> m, Instrumentation.NodeCounters c) {
        long loops = c == null ? 0 : c.loops();
        if (options.timing()) {
            m.put("Actual Startup Time", new Millis(loops == 0 ? 0 : c.startupNanos() / 1e6 / loops));
            m.put("Actual Total Time", new Millis(loops == 0 ? 0 : c.totalNanos() / 1e6 / loops));
        }
        m.put("Actual Rows", loops == 0 ? 0 : Math.round((double) c.rows() / loops));
        m.put("Actual Loops", loops);
    }

    private void value(StringBuilder b, Object v, int depth) {
        String pad = "  ".repeat(depth);
        if (v instanceof Map<?, ?> map) {
            b.append(pad).append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> en : map.entrySet()) {
                b.append(pad).append("  ").append(quote(String.valueOf(en.getKey()))).append(": ");
                inline(b, en.getValue(), depth + 1);
                b.append(++i < map.size() ? ",\n" : "\n");
            }
            b.append(pad).append("}");
        } else {
            b.append(pad);
            inline(b, v, depth);
        }
    }

    private void inline(StringBuilder b, Object v, int depth) {
        if (v instanceof Map<?, ?>) {
            int start = b.length();
            value(b, v, depth);
            // the opening brace follows the key on its line
            int brace = b.indexOf("{", start);
            b.delete(start, brace);
        } else if (v instanceof List<?> list) {
            listValue(b, list, depth);
        } else if (v instanceof Cost c) {
            b.append(String.format(Locale.ROOT, "%.2f", c.value()));
        } else if (v instanceof Millis t) {
            b.append(String.format(Locale.ROOT, "%.3f", t.value()));
        } else if (v instanceof Number || v instanceof Boolean) {
            b.append(v);
        } else {
            b.append(quote(String.valueOf(v)));
        }
    }

    private void listValue(StringBuilder b, List<?> list, int depth) {
        if (list.isEmpty()) {
            b.append("[]");
            return;
        }
        b.append("[\n");
        for (int i = 0; i < list.size(); i++) {
            Object o = list.get(i);
            if (o instanceof Map<?, ?>) {
                value(b, o, depth + 1);
            } else {
                b.append("  ".repeat(depth + 1));
                inline(b, o, depth + 1);
            }
            b.append(i + 1 < list.size() ? ",\n" : "\n");
        }
        b.append("  ".repeat(depth)).append("]");
    }

    private static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }
}
