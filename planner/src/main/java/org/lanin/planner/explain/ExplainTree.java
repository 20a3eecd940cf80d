package org.lanin.planner.explain;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.exec.Instrumentation;
import org.lanin.planner.expr.SubqueryPlan;
import org.lanin.planner.physical.PhysicalNode;

/**
 * The plan as EXPLAIN prints it: visible nodes only (a hidden node's inputs take its place and
 * its subqueries move to the first visible node below it), each with its subqueries as
 * "SubPlan n" (correlated or hashed) or "InitPlan n" children, numbered in walk order.
 */
final class ExplainTree {
    /** A printed node: {@code relationship} is PostgreSQL's "Parent Relationship". */
    record Entry(PhysicalNode node, String relationship, String subplanName, List<Entry> children) {
    }

    private final Map<SubqueryPlan, String> names = new IdentityHashMap<>();
    private int count;
    final Instrumentation instrumentation;
    /** Text of nest loop parameters, recorded by each nest loop before its inner side is written. */
    final Map<Integer, String> execParams = new java.util.HashMap<>();

    ExplainTree(Instrumentation instrumentation) {
        this.instrumentation = instrumentation;
    }

    /** The name EXPLAIN gives {@code plan} in expressions ("SubPlan 2"), assigned on first sight. */
    String name(SubqueryPlan plan) {
        return names.computeIfAbsent(plan, p -> {
            int number = ++count; // a CTE takes a number too, as PostgreSQL numbers every subplan of the statement
            return p.cteName() != null ? "CTE " + p.cteName() : (p.initPlan() ? "InitPlan " : "SubPlan ") + number;
        });
    }

    List<Entry> roots(PhysicalNode root) {
        return visible(root, null, null, List.of());
    }

    private List<Entry> visible(PhysicalNode node, String relationship, String subplanName, List<SubqueryPlan> carried) {
        if (!node.shownInExplain()) {
            List<SubqueryPlan> more = new ArrayList<>(carried);
            more.addAll(node.subplans());
            List<Entry> out = new ArrayList<>();
            for (int i = 0; i < node.inputs().size(); i++) {
                out.addAll(visible(node.input(i), i == 0 ? relationship : "Inner", subplanName, i == 0 ? more : List.of()));
            }
            return out;
        }
        List<Entry> kids = new ArrayList<>();
        List<SubqueryPlan> subs = new ArrayList<>(carried);
        subs.addAll(node.subplans());
        for (SubqueryPlan p : subs) {
            if (p.root() instanceof PhysicalNode sub) {
                kids.addAll(visible(sub, p.initPlan() ? "InitPlan" : "SubPlan", name(p), List.of()));
            }
        }
        for (int i = 0; i < node.inputs().size(); i++) {
            // explain.c: an Append's or Merge Append's inputs are members, however many
            boolean append = node.nodeName().equals("Append") || node.nodeName().equals("Merge Append");
            String rel = append || node.inputs().size() > 2 ? "Member"
                    : node.inputs().size() == 1 || i == 0 ? "Outer" : "Inner";
            kids.addAll(visible(node.input(i), rel, null, List.of()));
        }
        return List.of(new Entry(node, relationship, subplanName, kids));
    }
}
