package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.expr.BoundExpr;

/**
 * The columns an expression may reference: the FROM clause's relations laid side by side
 * in one row. Each column knows the alias of its relation and its position in the row.
 */
public final class Scope {
    /**
     * One visible column: {@code relation} is the alias (or table name) it is qualified by.
     * {@code wholeRow}: the relation is a function returning one value, and an unqualified reference
     * to the relation's name stands for this column (PostgreSQL's whole-row reference to a function
     * of a scalar type, as in {@code SELECT e FROM jsonb_array_elements(d) e}, whose column is "value").
     */
    public record Column(String relation, String name, DataType type, String baseTable, boolean hidden, boolean wholeRow) {
        public Column(String relation, String name, DataType type, String baseTable, boolean hidden) {
            this(relation, name, type, baseTable, hidden, false);
        }
    }

    private final List<Column> columns;
    private final Scope outer;
    /** Positions {@code *} lists first (a USING join's merged columns), or empty. */
    private final List<Integer> starFirst;
    /** Relations an alias on a parenthesised join hides (named in PostgreSQL's "invalid reference" error). */
    private final java.util.Set<String> hiddenRelations;

    public Scope(List<Column> columns, Scope outer) {
        this(columns, outer, List.of(), java.util.Set.of());
    }

    private Scope(List<Column> columns, Scope outer, List<Integer> starFirst, java.util.Set<String> hiddenRelations) {
        this.columns = List.copyOf(columns);
        this.outer = outer;
        this.starFirst = List.copyOf(starFirst);
        this.hiddenRelations = hiddenRelations;
    }

    /** The same columns seen from inside a query whose enclosing scope is {@code enclosing}. */
    public Scope withOuter(Scope enclosing) {
        return new Scope(columns, enclosing, starFirst, hiddenRelations);
    }

    /** The same scope with {@code positions} listed first by {@code *} (PostgreSQL puts USING columns first). */
    public Scope withStarFirst(List<Integer> positions) {
        return new Scope(columns, outer, positions, hiddenRelations);
    }

    /** Other columns in the same place: the same enclosing scope and hidden relations, no {@code *} order of its own. */
    public Scope withColumns(List<Column> replaced) {
        return new Scope(replaced, outer, List.of(), hiddenRelations);
    }

    /** The same scope, remembering that {@code relations} are there but hidden behind a join's alias. */
    public Scope hiding(java.util.Set<String> relations) {
        java.util.Set<String> all = new java.util.HashSet<>(hiddenRelations);
        all.addAll(relations);
        return new Scope(columns, outer, starFirst, java.util.Set.copyOf(all));
    }

    /** Whether {@code relation} is in this scope but hidden behind a join's alias. */
    public boolean hides(String relation) {
        return hiddenRelations.contains(relation);
    }

    /**
     * The same slots with the first {@code count} columns unreachable (no name resolves to them):
     * what a part of a query that may not see a relation binds in, such as MERGE's WHEN NOT MATCHED
     * actions, which have no target row.
     */
    public Scope hidingFirst(int count) {
        List<Column> out = new java.util.ArrayList<>(columns);
        for (int i = 0; i < count && i < out.size(); i++) {
            Column c = out.get(i);
            out.set(i, new Column("\u0000hidden", "\u0000" + c.name(), c.type(), c.baseTable(), true));
        }
        return new Scope(out, outer, starFirst, hiddenRelations);
    }

    public static Scope empty(Scope outer) {
        return new Scope(List.of(), outer);
    }

    public List<Column> columns() {
        return columns;
    }

    public int width() {
        return columns.size();
    }

    public Scope outer() {
        return outer;
    }

    /** Concatenation for joins: left's columns then right's. */
    public Scope join(Scope right) {
        List<Column> all = new ArrayList<>(columns);
        all.addAll(right.columns);
        List<Integer> first = new ArrayList<>(starFirst);
        for (int i : right.starFirst) {
            first.add(columns.size() + i);
        }
        java.util.Set<String> hidden = new java.util.HashSet<>(hiddenRelations);
        hidden.addAll(right.hiddenRelations);
        return new Scope(all, outer, first, java.util.Set.copyOf(hidden));
    }

    public boolean hasRelation(String relation) {
        for (Column c : columns) {
            if (relation.equals(c.relation())) { // a domain's VALUE has no relation
                return true;
            }
        }
        return false;
    }

    /**
     * Resolves a possibly qualified column name to a reference, or null when no column of
     * this scope matches (the caller then tries outer scopes or raises 42703).
     */
    public BoundExpr.ColumnRef resolve(String qualifier, String name) {
        int found = -1;
        for (int i = 0; i < columns.size(); i++) {
            Column c = columns.get(i);
            // a FULL JOIN USING's merged column has no relation (""): one merged again by a later USING is hidden
            boolean matches = qualifier == null ? !c.hidden()
                    : qualifier.isEmpty() ? !c.hidden() && qualifier.equals(c.relation()) : c.relation().equals(qualifier);
            if (c.name().equals(name) && matches) {
                if (found >= 0) {
                    throw LaninException.of(PlannerMsg.AMBIGUOUS_COLUMN, name);
                }
                found = i;
            }
        }
        if (found < 0 && qualifier == null) {
            int whole = wholeRow(name);
            return whole < 0 ? null : new BoundExpr.ColumnRef(whole, columns.get(whole).type(), name, "");
        }
        if (found < 0) {
            return null;
        }
        Column c = columns.get(found);
        return new BoundExpr.ColumnRef(found, c.type(), c.name(), c.baseTable());
    }

    /** The column a whole-row reference to {@code relation} stands for, or -1 (a column's own name comes first). */
    private int wholeRow(String relation) {
        int found = -1;
        for (int i = 0; i < columns.size(); i++) {
            Column c = columns.get(i);
            if (c.wholeRow() && !c.hidden() && c.relation().equals(relation)) {
                if (found >= 0) {
                    throw LaninException.of(PlannerMsg.AMBIGUOUS_COLUMN, relation);
                }
                found = i;
            }
        }
        return found;
    }

    /** Indexes of a relation's visible columns, for {@code alias.*}; empty when unknown. */
    public List<Integer> columnsOf(String relation) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).relation().equals(relation) && !columns.get(i).hidden()) {
                out.add(i);
            }
        }
        return out;
    }

    /** Every visible column, for {@code *}. */
    public List<Integer> visibleColumns() {
        List<Integer> out = new ArrayList<>(starFirst);
        for (int i = 0; i < columns.size(); i++) {
            if (!columns.get(i).hidden() && !starFirst.contains(i)) {
                out.add(i);
            }
        }
        return out;
    }
}
