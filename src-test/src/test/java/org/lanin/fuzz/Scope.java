package org.lanin.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.lanin.fuzz.FuzzType.Family;

/** The relations an expression may reference, by alias; an inner scope adds a subquery's relation. */
record Scope(List<Rel> rels) {
    record Rel(String alias, FuzzTable table) {
    }

    Scope {
        rels = List.copyOf(rels);
    }

    Scope plus(Rel r) {
        List<Rel> l = new ArrayList<>(rels);
        l.add(r);
        return new Scope(l);
    }

    /** A random column of the family, or null if no relation has one. */
    Expr column(Random rnd, Family f) {
        List<Expr> cs = columns(f);
        return cs.isEmpty() ? null : cs.get(rnd.nextInt(cs.size()));
    }

    /** A random column of the family from one relation, or null. */
    static Expr column(Random rnd, Rel r, Family f) {
        List<Expr> cs = new ArrayList<>();
        for (FuzzTable.Column c : r.table().columns()) {
            if (c.type().family() == f) {
                cs.add(Expr.column(f, r.alias() + "." + c.name()));
            }
        }
        return cs.isEmpty() ? null : cs.get(rnd.nextInt(cs.size()));
    }

    List<Expr> columns(Family f) {
        List<Expr> cs = new ArrayList<>();
        for (Rel r : rels) {
            for (FuzzTable.Column c : r.table().columns()) {
                if (f == null || c.type().family() == f) {
                    cs.add(Expr.column(c.type().family(), r.alias() + "." + c.name()));
                }
            }
        }
        return cs;
    }

    /** The family of a random column in scope (so comparisons mostly involve columns). */
    Family someFamily(Random rnd) {
        List<Expr> all = columns(null);
        return all.isEmpty() ? Family.NUMBER : all.get(rnd.nextInt(all.size())).type();
    }
}
