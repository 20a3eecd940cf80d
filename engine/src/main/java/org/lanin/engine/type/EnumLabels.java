package org.lanin.engine.type;

import java.util.ArrayList;
import java.util.List;

/**
 * One version of an enum type's labels: its pg_enum rows as one catalog snapshot has them. The
 * catalog entry ({@code EnumTypeDef}) holds a version, so undoing ALTER TYPE ... ADD VALUE or
 * RENAME VALUE is putting the earlier entry back, like any other DDL; the catalog then installs
 * it ({@link EnumType#install}). Immutable: ADD VALUE and RENAME VALUE make a new version that
 * shares the label objects (values hold them) and differs in the list or in a text.
 *
 * <p>Invariants: labels in sort order, each of {@link #type()}; texts unique; {@code texts[i]} is
 * {@code labels[i]}'s text in this version.
 */
public final class EnumLabels {
    private final EnumType type;
    private final List<EnumLabel> labels;
    private final List<String> texts;

    EnumLabels(EnumType type, List<EnumLabel> labels, List<String> texts) {
        this.type = type;
        this.labels = List.copyOf(labels);
        this.texts = List.copyOf(texts);
    }

    public EnumType type() {
        return type;
    }

    /** Labels in sort order. */
    public List<EnumLabel> labels() {
        return labels;
    }

    /** The text of the {@code i}-th label in this version. */
    public String text(int i) {
        return texts.get(i);
    }

    /** The label this version spells {@code text}, or null. */
    public EnumLabel find(String text) {
        int i = texts.indexOf(text);
        return i < 0 ? null : labels.get(i);
    }

    /**
     * ALTER TYPE ... ADD VALUE: a version with {@code text} after the last label, or just
     * before/after {@code neighbour} (one of ours; the caller checked) at the midpoint of the gap,
     * as PostgreSQL's enumsortorder, so stored values keep ordering. The label belongs to
     * {@code owner}'s transaction until it commits.
     */
    public EnumLabels withAdded(String text, EnumLabel neighbour, boolean before, Object owner) {
        double order;
        int at;
        if (neighbour == null) {
            order = labels.isEmpty() ? 1 : labels.get(labels.size() - 1).sortOrder() + 1;
            at = labels.size();
        } else {
            int i = labels.indexOf(neighbour);
            at = before ? i : i + 1;
            double lo = at == 0 ? labels.get(0).sortOrder() - 1 : labels.get(at - 1).sortOrder();
            double hi = at == labels.size() ? labels.get(labels.size() - 1).sortOrder() + 1 : labels.get(at).sortOrder();
            order = (lo + hi) / 2;
        }
        return inserted(at, new EnumLabel(type, text, order, owner), text);
    }

    /** ALTER TYPE ... RENAME VALUE: {@code label} (one of ours) spelled {@code text}. */
    public EnumLabels withRenamed(EnumLabel label, String text) {
        List<String> t = new ArrayList<>(texts);
        t.set(labels.indexOf(label), text);
        return new EnumLabels(type, labels, t);
    }

    /**
     * Recovery: the label of sort order {@code sortOrder} spelled {@code text}: renamed if this
     * version spells it otherwise, added in order if it lacks it.
     */
    EnumLabels withRestored(String text, double sortOrder) {
        for (int i = 0; i < labels.size(); i++) {
            if (labels.get(i).sortOrder() == sortOrder) {
                return texts.get(i).equals(text) ? this : withRenamed(labels.get(i), text);
            }
        }
        int at = 0;
        while (at < labels.size() && labels.get(at).sortOrder() < sortOrder) {
            at++;
        }
        return inserted(at, new EnumLabel(type, text, sortOrder, null), text);
    }

    /** The label of sort order {@code sortOrder}, or null. */
    public EnumLabel bySortOrder(double sortOrder) {
        for (EnumLabel l : labels) {
            if (l.sortOrder() == sortOrder) {
                return l;
            }
        }
        return null;
    }

    /** The transaction of {@code owner} committed: the labels it added are everybody's now. */
    public void committed(Object owner) {
        for (EnumLabel l : labels) {
            l.committed(owner);
        }
    }

    private EnumLabels inserted(int at, EnumLabel l, String text) {
        List<EnumLabel> ls = new ArrayList<>(labels);
        List<String> ts = new ArrayList<>(texts);
        ls.add(at, l);
        ts.add(at, text);
        return new EnumLabels(type, ls, ts);
    }
}
