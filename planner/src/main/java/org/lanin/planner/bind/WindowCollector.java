package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.expression.WindowDefinition;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.WindowFunction;

/**
 * The window function calls of one SELECT, found while binding its select list and ORDER BY.
 * Each call gets an output column {@code base + i} appended after the row it is computed over
 * (the FROM row, or the aggregation's output in a grouped query): bound expressions refer to
 * it as a plain column. Identical calls share a column.
 */
public final class WindowCollector {
    private final int base;
    private final Map<String, WindowDefinition> named = new HashMap<>();
    private final List<Call> calls = new ArrayList<>();
    private final List<String> texts = new ArrayList<>();

    /**
     * A bound window call: its window (PARTITION BY and ORDER BY keys over the input row, with
     * the comparators that sort them and decide equality), the function and its result column.
     * {@code window} is a text identifying the PARTITION BY/ORDER BY pair: calls with equal
     * texts share one sort and one WindowAgg node.
     */
    public record Call(String window, RowExpr[] partition, Comparator<Object>[] partitionCmps,
                       RowExpr[] order, Comparator<Object>[] orderCmps, WindowFunction function) {
    }

    /** @param base width of the row the window functions are computed over */
    public WindowCollector(int base, List<WindowDefinition> definitions) {
        this.base = base;
        if (definitions != null) {
            for (WindowDefinition d : definitions) {
                if (named.put(Names.fold(d.getWindowName()), d) != null) {
                    throw org.lanin.engine.error.LaninException.of(WindowBindMsg.DUPLICATE_WINDOW,
                            Names.fold(d.getWindowName()));
                }
            }
        }
    }

    public int base() {
        return base;
    }

    public List<Call> calls() {
        return calls;
    }

    /** The WINDOW clause's definition of {@code name}, or null. */
    WindowDefinition named(String name) {
        return named.get(name);
    }

    /** Registers a call (reusing an identical earlier one); returns its output column. */
    int add(String text, Call call) {
        int existing = texts.indexOf(text);
        if (existing >= 0) {
            return base + existing;
        }
        texts.add(text);
        calls.add(call);
        return base + calls.size() - 1;
    }
}
