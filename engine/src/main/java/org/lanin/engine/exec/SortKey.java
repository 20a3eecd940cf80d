package org.lanin.engine.exec;

import java.util.Comparator;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.ValueComparators;

/**
 * One ORDER BY key's ordering: its value kind, direction and NULLS FIRST/LAST. It is the
 * comparator of the key and also knows its {@link SortKeyAbbreviator abbreviation}, with the
 * direction and the null placement folded in (descending = bitwise complement, which reverses
 * signed order; NULL = the extreme long on its side).
 */
public final class SortKey implements Comparator<Object> {
    private final Comparator<Object> values;
    private final TypeKind kind;
    private final boolean descending;
    private final boolean nullsFirst;

    private SortKey(Comparator<Object> values, TypeKind kind, boolean descending, boolean nullsFirst) {
        this.values = values;
        this.kind = kind;
        this.descending = descending;
        this.nullsFirst = nullsFirst;
    }

    /** A key over values of {@code kind}, in PostgreSQL's order for that kind. */
    public static SortKey of(TypeKind kind, boolean descending, boolean nullsFirst) {
        return new SortKey(ValueComparators.forKind(kind), kind, descending, nullsFirst);
    }

    /** ASC NULLS LAST: the order of an index column. */
    public static SortKey ascending(TypeKind kind) {
        return of(kind, false, false);
    }

    /** Any ordering of non-null values (ascending as given), without abbreviation. */
    public static SortKey wrap(Comparator<Object> values, boolean nullsFirst) {
        return new SortKey(values, TypeKind.UNKNOWN, false, nullsFirst);
    }

    /** Adapts a comparator that may already handle nulls (any Comparator a planner passed). */
    static SortKey adapt(Comparator<Object> c) {
        return c instanceof SortKey k ? k : new SortKey(c, null, false, false);
    }

    @Override
    public int compare(Object a, Object b) {
        if (kind == null) {
            return values.compare(a, b); // adapted: it orders nulls itself
        }
        if (a == null || b == null) {
            return a == b ? 0 : (a == null) == nullsFirst ? -1 : 1;
        }
        int c = values.compare(a, b);
        return descending ? -c : c;
    }

    /** True if {@link #abbreviate} carries information. */
    public boolean abbreviable() {
        return kind != null && SortKeyAbbreviator.supports(kind);
    }

    /** True if equal abbreviations (other than the two extremes) mean equal values. */
    public boolean exact() {
        return kind != null && SortKeyAbbreviator.isExact(kind);
    }

    /** The value's abbreviation in this key's order (NULL included). */
    public long abbreviate(Object v) {
        if (v == null) {
            return nullsFirst ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        long a = SortKeyAbbreviator.abbreviate(kind, v);
        return descending ? ~a : a;
    }

    public TypeKind kind() {
        return kind;
    }

    public boolean descending() {
        return descending;
    }

    public boolean nullsFirst() {
        return nullsFirst;
    }
}
