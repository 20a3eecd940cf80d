package org.lanin.engine.type;

/**
 * A value of an enum type: one object per label of the type (PostgreSQL's pg_enum row, whose oid
 * rows hold), so equality is identity and order is {@link #sortOrder()} (enumsortorder). The text
 * is that of the type's installed {@link EnumLabels} version (ALTER TYPE ... RENAME VALUE, and its
 * undo, install a new one), so every stored value prints the label as the catalog names it now.
 *
 * <p>A label added by ALTER TYPE ... ADD VALUE belongs to the adding session until its transaction
 * commits ({@link #addedBy}): PostgreSQL's pg_enum row is not yet committed then, so the adder
 * may not use it (55P04) and other sessions do not see it. So no committed row can hold a label
 * that a ROLLBACK takes away.
 */
public final class EnumLabel implements Comparable<EnumLabel> {
    private final EnumType type;
    private final double sortOrder;
    private volatile String label;
    /** The session whose open transaction added the label; null once committed (and for CREATE TYPE's). */
    private volatile Object addedBy;

    EnumLabel(EnumType type, String label, double sortOrder, Object addedBy) {
        this.type = type;
        this.label = label;
        this.sortOrder = sortOrder;
        this.addedBy = addedBy;
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

    /** The session whose uncommitted ADD VALUE made the label, or null when it is committed. */
    public Object addedBy() {
        return addedBy;
    }

    /** Installing a version (under the catalog's DDL lock): the text that version gives the label. */
    void setText(String text) {
        label = text;
    }

    /** The adding transaction committed (after its log record, so a value using the label is logged after it). */
    void committed(Object owner) {
        if (addedBy == owner) {
            addedBy = null;
        }
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
