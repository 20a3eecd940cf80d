package org.lanin.engine.type;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.lanin.engine.error.LaninException;

/**
 * A user-defined enum type (CREATE TYPE ... AS ENUM), PostgreSQL's pg_type row with typtype 'e'.
 * Values of the type are its {@link EnumLabel} objects, one per label, so a stored value knows its
 * label and sort position without a catalog lookup.
 *
 * <p>A {@link DataType} of kind {@link TypeKind#ENUM} names its enum by {@link #id()} in its
 * {@code length} (DataType stays a plain (kind, length, scale) value); {@link #byId} finds it.
 * Ids are unique in the JVM, so databases never mix up their enums.
 *
 * <p>The labels (pg_enum) are versioned: the catalog entry holds an immutable {@link EnumLabels},
 * and this object keeps the version of the database's current catalog ({@link #install}, called by
 * the catalog as it publishes a snapshot), for code that has no snapshot in hand: casts (enum_in),
 * value output, enum_range. So a ROLLBACK of ALTER TYPE ... ADD VALUE / RENAME VALUE, which puts the
 * earlier catalog entry back, takes the label or the new text away again.
 *
 * <p>Invariants: labels are unique within the type; a label's sort order never changes once given
 * (ADD VALUE BEFORE/AFTER takes the midpoint of its neighbours, as PostgreSQL's enumsortorder), so
 * stored values keep ordering correctly; a label another session added and has not committed is not
 * there for this one, and its adder may not use it yet (PostgreSQL's check_safe_enum_use).
 */
public final class EnumType {
    private static final AtomicInteger IDS = new AtomicInteger(1);
    private static final Map<Integer, EnumType> BY_ID = new ConcurrentHashMap<>();

    private final int id;
    private final String name;
    private volatile EnumLabels installed;

    private EnumType(int id, String name) {
        this.id = id;
        this.name = name;
        this.installed = new EnumLabels(this, List.of(), List.of());
    }

    /** A new enum type with {@code labels} in declaration order. */
    public static EnumType create(String name, List<String> labels) {
        double[] orders = new double[labels.size()];
        for (int i = 0; i < orders.length; i++) {
            orders[i] = i + 1;
        }
        return restore(name, labels, orders);
    }

    /**
     * Recovery of a file database: the type as the log or image holds it, labels with the sort
     * orders they had (so values keep ordering as before); a new id of this JVM.
     */
    public static EnumType restore(String name, List<String> labels, double[] sortOrders) {
        EnumType t = new EnumType(IDS.getAndIncrement(), name);
        List<EnumLabel> out = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            out.add(new EnumLabel(t, labels.get(i), sortOrders[i], null));
        }
        out.sort(null);
        t.installed = new EnumLabels(t, out, out.stream().map(EnumLabel::label).toList());
        BY_ID.put(t.id, t);
        return t;
    }

    /**
     * Recovery: the label of sort order {@code sortOrder}, spelled {@code text} — renamed if it was
     * spelled otherwise (RENAME VALUE), added in order if the type did not have it yet. Values
     * already recovered keep their label objects.
     */
    public synchronized EnumLabel restoreLabel(String text, double sortOrder) {
        install(installed.withRestored(text, sortOrder));
        return installed.bySortOrder(sortOrder);
    }

    /**
     * Makes {@code version} (of this type) the one casts and output see, its texts included: the
     * catalog calls it as it publishes a snapshot whose entry for the type changed, under its DDL
     * lock, and recovery as it reads the type.
     */
    public synchronized void install(EnumLabels version) {
        List<EnumLabel> labels = version.labels();
        for (int i = 0; i < labels.size(); i++) {
            labels.get(i).setText(version.text(i));
        }
        installed = version;
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

    /** The name messages show: PostgreSQL's format_type_be under the session's search_path ({@link TypeDisplay}). */
    public String displayName() {
        return TypeDisplay.of(name);
    }

    /** The installed version (the current catalog's). */
    public EnumLabels installed() {
        return installed;
    }

    /** Every label in sort order, those of uncommitted ADD VALUEs included (for values already made). */
    public List<EnumLabel> labels() {
        return installed.labels();
    }

    /** The labels the session on this thread sees, in sort order: others' uncommitted ones left out. */
    public List<EnumLabel> visibleLabels() {
        List<EnumLabel> all = installed.labels();
        Object me = SessionOwner.current();
        List<EnumLabel> out = null;
        for (int i = 0; i < all.size(); i++) {
            Object by = all.get(i).addedBy();
            if (by != null && by != me && out == null) {
                out = new ArrayList<>(all.subList(0, i));
            } else if (out != null && (by == null || by == me)) {
                out.add(all.get(i));
            }
        }
        return out == null ? all : out;
    }

    public DataType dataType() {
        return new DataType(TypeKind.ENUM, id, DataType.UNSPECIFIED);
    }

    /** enum_in: 22P02 for a string that is no label of the type (as this session sees it), 55P04 for our own uncommitted one. */
    public EnumLabel parse(String text) {
        EnumLabel l = installed.find(text);
        if (l == null || l.addedBy() != null && l.addedBy() != SessionOwner.current()) {
            throw LaninException.of(TypeMsg.INVALID_ENUM_INPUT, displayName(), text);
        }
        return usable(l);
    }

    /**
     * PostgreSQL's check_safe_enum_use for a label about to become a value (enum_in, enum_first,
     * enum_range): one this session added in its open transaction is refused (55P04), since a row
     * holding it would outlive a ROLLBACK that takes the label away.
     */
    public static EnumLabel usable(EnumLabel l) {
        if (l.addedBy() != null) {
            throw LaninException.withHint(TypeMsg.UNSAFE_ENUM_HINT, TypeMsg.UNSAFE_ENUM_VALUE, l.label(), l.type().displayName());
        }
        return l;
    }
}
