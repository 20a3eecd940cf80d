package org.lanin.engine.type;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.lanin.engine.error.LaninException;

/**
 * A user-defined enum type (CREATE TYPE ... AS ENUM), PostgreSQL's pg_type row with typtype 'e'
 * plus its pg_enum rows. Values of the type are its {@link EnumLabel} objects, one per label, so
 * a stored value knows its label and sort position without a catalog lookup.
 *
 * <p>A {@link DataType} of kind {@link TypeKind#ENUM} names its enum by {@link #id()} in its
 * {@code length} (DataType stays a plain (kind, length, scale) value); {@link #byId} finds it.
 * Ids are unique in the JVM, so databases never mix up their enums.
 *
 * <p>Invariants: labels are unique within the type; a label's sort order never changes once
 * given (ADD VALUE BEFORE/AFTER takes the midpoint of its neighbours, as PostgreSQL's
 * enumsortorder), so stored values keep ordering correctly. The label list is copy-on-write and
 * changes only under the catalog's DDL lock (ADD VALUE, RENAME VALUE are not undone by ROLLBACK:
 * see the README's known limits).
 */
public final class EnumType {
    private static final AtomicInteger IDS = new AtomicInteger(1);
    private static final Map<Integer, EnumType> BY_ID = new ConcurrentHashMap<>();

    private final int id;
    private final String name;
    private volatile List<EnumLabel> labels;

    private EnumType(int id, String name) {
        this.id = id;
        this.name = name;
        this.labels = List.of();
    }

    /** A new enum type with {@code labels} in declaration order. */
    public static EnumType create(String name, List<String> labels) {
        EnumType t = new EnumType(IDS.getAndIncrement(), name);
        List<EnumLabel> out = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            out.add(new EnumLabel(t, labels.get(i), i + 1));
        }
        t.labels = List.copyOf(out);
        BY_ID.put(t.id, t);
        return t;
    }

    /**
     * Recovery of a file database: the type as the log or image holds it, labels with the sort
     * orders they had (so values keep ordering as before); a new id of this JVM.
     */
    public static EnumType restore(String name, List<String> labels, double[] sortOrders) {
        EnumType t = new EnumType(IDS.getAndIncrement(), name);
        List<EnumLabel> out = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            out.add(new EnumLabel(t, labels.get(i), sortOrders[i]));
        }
        out.sort(null);
        t.labels = List.copyOf(out);
        BY_ID.put(t.id, t);
        return t;
    }

    /**
     * Recovery: the label of sort order {@code sortOrder}, spelled {@code text} — renamed if it was
     * spelled otherwise (RENAME VALUE), added in order if the type did not have it yet (ADD VALUE
     * logged after values that use it). Values already recovered keep their label objects.
     */
    public synchronized EnumLabel restoreLabel(String text, double sortOrder) {
        List<EnumLabel> cur = new ArrayList<>(labels);
        for (EnumLabel l : cur) {
            if (l.sortOrder() == sortOrder) {
                if (!l.label().equals(text)) {
                    l.rename(text);
                }
                return l;
            }
        }
        EnumLabel l = new EnumLabel(this, text, sortOrder);
        cur.add(l);
        cur.sort(null);
        labels = List.copyOf(cur);
        return l;
    }

    public static EnumType byId(int id) {
        return BY_ID.get(id);
    }

    public int id() {
        return id;
    }

    public String name() {
        return name;
    }

    /** Labels in sort order. */
    public List<EnumLabel> labels() {
        return labels;
    }

    public DataType dataType() {
        return new DataType(TypeKind.ENUM, id, DataType.UNSPECIFIED);
    }

    /** The label spelled {@code text}, or null. */
    public EnumLabel label(String text) {
        for (EnumLabel l : labels) {
            if (l.label().equals(text)) {
                return l;
            }
        }
        return null;
    }

    /** enum_in: 22P02 for a string that is no label of the type. */
    public EnumLabel parse(String text) {
        EnumLabel l = label(text);
        if (l == null) {
            throw LaninException.of(TypeMsg.INVALID_ENUM_INPUT, name, text);
        }
        return l;
    }

    /**
     * ALTER TYPE ... ADD VALUE: after the last label, or just before/after {@code neighbour}
     * (which exists; the caller checked) at the midpoint of the gap.
     */
    public synchronized EnumLabel add(String text, EnumLabel neighbour, boolean before) {
        List<EnumLabel> cur = new ArrayList<>(labels);
        double order;
        int at;
        if (neighbour == null) {
            order = cur.isEmpty() ? 1 : cur.get(cur.size() - 1).sortOrder() + 1;
            at = cur.size();
        } else {
            int i = cur.indexOf(neighbour);
            at = before ? i : i + 1;
            double lo = at == 0 ? cur.get(0).sortOrder() - 1 : cur.get(at - 1).sortOrder();
            double hi = at == cur.size() ? cur.get(cur.size() - 1).sortOrder() + 1 : cur.get(at).sortOrder();
            order = (lo + hi) / 2;
        }
        EnumLabel l = new EnumLabel(this, text, order);
        cur.add(at, l);
        labels = List.copyOf(cur);
        return l;
    }

    /** Forgets the type (DROP TYPE); values still held somewhere keep printing their labels. */
    public void drop() {
        BY_ID.remove(id);
    }
}
