package org.lanin.planner.plan;

import org.lanin.planner.physical.WindowAggNode;
import org.lanin.planner.physical.SortNode;
import org.lanin.planner.physical.PhysicalNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.SortOperator;
import org.lanin.engine.exec.WindowFunction;
import org.lanin.engine.exec.WindowOperator;
import org.lanin.planner.bind.WindowCollector;

/**
 * Plans the window calls of a SELECT: one Sort (by PARTITION BY then ORDER BY keys) and one
 * WindowAgg per distinct window, stacked in the order the windows first appear, between the
 * aggregation (or the FROM/WHERE row) and the select list's projection.
 */
final class WindowPlanner {
    private WindowPlanner() {
    }

    static PhysicalNode plan(PhysicalNode node, WindowCollector windows) {
        Map<String, List<Integer>> byWindow = new LinkedHashMap<>();
        List<WindowCollector.Call> calls = windows.calls();
        for (int i = 0; i < calls.size(); i++) {
            byWindow.computeIfAbsent(calls.get(i).window(), k -> new ArrayList<>()).add(i);
        }
        int width = windows.base() + calls.size();
        for (List<Integer> group : byWindow.values()) {
            node = stage(node, windows, group, width);
        }
        return node;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static PhysicalNode stage(PhysicalNode node, WindowCollector windows, List<Integer> group, int width) {
        WindowCollector.Call first = windows.calls().get(group.get(0));
        int nk = first.partition().length + first.order().length;
        if (nk > 0) {
            RowExpr[] keys = new RowExpr[nk];
            Comparator<Object>[] cmps = new Comparator[nk];
            for (int i = 0; i < first.partition().length; i++) {
                keys[i] = first.partition()[i];
                cmps[i] = first.partitionCmps()[i];
            }
            for (int i = 0; i < first.order().length; i++) {
                keys[first.partition().length + i] = first.order()[i];
                cmps[first.partition().length + i] = first.orderCmps()[i];
            }
            node = new SortNode(node, keys, cmps, List.of()).estimated(node.estimate());
        }
        WindowFunction[] fns = new WindowFunction[group.size()];
        int[] slots = new int[group.size()];
        for (int i = 0; i < fns.length; i++) {
            fns[i] = windows.calls().get(group.get(i)).function();
            slots[i] = windows.base() + group.get(i);
        }
        return new WindowAggNode(node, op -> new WindowOperator(op, width, first.partition(),
                first.partitionCmps(), first.order(), first.orderCmps(), fns, slots)).estimated(node.estimate());
    }
}
