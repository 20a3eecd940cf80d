package org.lanin.planner.physical;

import java.util.ArrayList;
import java.util.List;

/**
 * What a node shows under its heading in EXPLAIN: ordered key/value pairs ("Index Cond",
 * "Filter", "Sort Key") whose values are text or lists of text. Text and JSON output are both
 * written from these.
 */
public final class ExplainProperties {
    /**
     * One property: {@code value} is a String, a List of Strings, or a Number/Boolean; shown by
     * the text format only, the JSON format only, or both.
     */
    public record Property(String key, Object value, boolean textOnly, boolean jsonOnly) {
    }

    private final List<Property> properties = new ArrayList<>();
    private final java.util.function.Function<org.lanin.planner.expr.SubqueryPlan, String> subplanNames;
    private final java.util.Map<Integer, String> execParams;

    /**
     * {@code subplanNames} names subqueries in expressions as the EXPLAIN walk numbered them;
     * {@code execParams} holds the text of nest loop parameters, which a nest loop records before
     * its inner side is written (PostgreSQL prints the outer expression where a parameter is used).
     */
    public ExplainProperties(java.util.function.Function<org.lanin.planner.expr.SubqueryPlan, String> subplanNames,
                             java.util.Map<Integer, String> execParams) {
        this.subplanNames = subplanNames;
        this.execParams = execParams;
    }

    /** How expressions over a row with these column names are rendered. */
    public org.lanin.planner.expr.ExprText.Names names(List<String> columnNames) {
        return org.lanin.planner.expr.ExprText.columns(columnNames, subplanNames,
                slot -> execParams.getOrDefault(slot, "$" + (slot + 1)));
    }

    /** Records how nest loop parameter {@code slot} is printed in the nodes below. */
    public void defineExecParam(int slot, String text) {
        execParams.put(slot, text);
    }

    public ExplainProperties add(String key, Object value) {
        if (value != null) {
            properties.add(new Property(key, value, false, false));
        }
        return this;
    }

    /** A property only the text format shows (JSON has its own fields for it). */
    public ExplainProperties addText(String key, Object value) {
        if (value != null) {
            properties.add(new Property(key, value, true, false));
        }
        return this;
    }

    /** A property only the JSON format shows (the text format words it differently). */
    public ExplainProperties addJson(String key, Object value) {
        if (value != null) {
            properties.add(new Property(key, value, false, true));
        }
        return this;
    }

    public List<Property> all() {
        return properties;
    }
}
