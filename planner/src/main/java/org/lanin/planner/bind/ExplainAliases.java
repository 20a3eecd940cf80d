package org.lanin.planner.bind;

import java.util.HashMap;
import java.util.Map;

/**
 * The names EXPLAIN gives the relations a statement reads, unique across the statement as
 * ruleutils.c's set_rtable_names makes them (select_rtable_names_for_explain): a name already
 * taken gets {@code _1}, {@code _2}, ... appended ("CTE Scan on w w_1", its columns "w_1.v").
 * Only the plan's names change; the query still resolves columns by the names it wrote.
 * Names are handed out in binding order: the outer query's FROM before its subqueries, as
 * PostgreSQL's flattened range table mostly orders them (a materialized WITH query is bound
 * before the query that reads it, where PostgreSQL names its relations after).
 */
public final class ExplainAliases {
    /** Per name given out, the last suffix tried for it (set_rtable_names' hash entry counter). */
    private Map<String, Integer> counters = new HashMap<>();
    /** Names set aside for FROM items (by identity) bound later than the names they should precede. */
    private Map<Object, String> reserved = new java.util.IdentityHashMap<>();

    /**
     * Sets a name aside for FROM item {@code item} of a query with a WITH clause, whose WITH
     * queries are bound first but are PostgreSQL's subplans, named after the query's own range
     * table; {@link #nameFor} hands it out when the item is bound.
     */
    public void reserve(Object item, String alias) {
        if (alias != null && !reserved.containsKey(item)) {
            reserved.put(item, unique(alias));
        }
    }

    /** The name of FROM item {@code item}, which the query calls {@code alias}: the one reserved, else a unique one. */
    public String nameFor(Object item, String alias) {
        String r = reserved.remove(item);
        return r != null ? r : unique(alias);
    }

    /** FROM items bound so far (tables, subqueries, functions, WITH references): the range table's size. */
    private int relations;

    /** Counts a FROM item (its name, if any, is given out separately). */
    public void relationSeen() {
        relations++;
    }

    /**
     * Whether EXPLAIN qualifies the columns of join and upper nodes (Sort Key, Group Key, Hash Cond):
     * explain.c does when the range table holds more than one entry, here the FROM items bound so far
     * (a relation bound later in the statement, a UNION's next operand, is not yet counted).
     */
    public boolean qualifies() {
        return relations > 1;
    }

    /** A unique name for a relation the query calls {@code alias}. */
    public String unique(String alias) {
        if (alias == null) {
            return null;
        }
        Integer counter = counters.get(alias);
        if (counter == null) {
            counters.put(alias, 0);
            return alias;
        }
        String name;
        do {
            counter++;
            name = alias + "_" + counter;
        } while (counters.containsKey(name));
        counters.put(alias, counter);
        counters.put(name, 0);
        return name;
    }

    /** The names given out so far, to {@link #reset} to when part of a query is bound again. */
    public Object mark() {
        return new Object[] {new HashMap<>(counters), new java.util.IdentityHashMap<>(reserved), relations};
    }

    @SuppressWarnings("unchecked")
    public void reset(Object mark) {
        Object[] m = (Object[]) mark;
        counters = new HashMap<>((Map<String, Integer>) m[0]);
        reserved = new java.util.IdentityHashMap<>((Map<Object, String>) m[1]);
        relations = (Integer) m[2];
    }
}
