package org.lanin.engine.type;

/**
 * A value of an enum type: one object per label of the type, so equality is identity and order
 * is {@link #sortOrder()} (PostgreSQL's enumsortorder). The label text can change (ALTER TYPE ...
 * RENAME VALUE), and every stored value then prints the new label, as in PostgreSQL where rows
 * hold the label's oid.
 */
public final class EnumLabel implements Comparable<EnumLabel> {
    private final EnumType type;
    private final double sortOrder;
    private volatile String label;

    EnumLabel(EnumType type, String label, double sortOrder) {
        this.type = type;
        this.label = label;
        this.sortOrder = sortOrder;
    }

    public EnumType type() {
        return type;
    }

    public String label() {
        return label;
    }

    public double sortOrder() {
        return sortOrder;
    }

    /** ALTER TYPE ... RENAME VALUE (under the DDL lock). */
    public void rename(String newLabel) {
        label = newLabel;
    }

    @Override
    public int compareTo(EnumLabel o) {
        return Double.compare(sortOrder, o.sortOrder);
    }

    /** The label, which is also the value's text form (enum_out). */
    @Override
    public String toString() {
        return label;
    }
}
