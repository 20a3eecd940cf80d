package org.lanin.fuzz;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One comma-separated item of a FROM clause: a table under an alias, a subquery under an alias
 * (pulled up into the join when simple, planned apart when not), or a join of two items. A join
 * whose right side is itself a join is parenthesised ({@code a LEFT JOIN (b JOIN c ON ..) ON ..}),
 * the shape that outer-join reordering must get right.
 */
sealed interface FromItem permits FromItem.TableRef, FromItem.Derived, FromItem.Join {
    String sql();

    /** Aliases this item introduces, left to right. */
    Set<String> aliases();

    /** This item with smaller variants of one part, for the minimiser (not all are valid SQL). */
    List<FromItem> shrinks();

    int size();

    record TableRef(FuzzTable table, String alias) implements FromItem {
        @Override
        public String sql() {
            return table.name() + " " + alias;
        }

        @Override
        public Set<String> aliases() {
            return Set.of(alias);
        }

        @Override
        public List<FromItem> shrinks() {
            return List.of();
        }

        @Override
        public int size() {
            return 1;
        }
    }

    /** {@code (SELECT ... AS x0, ...) AS alias}; {@code shape} names its columns for the scope. */
    record Derived(Query query, String alias, FuzzTable shape) implements FromItem {
        @Override
        public String sql() {
            return "(" + query.sql() + ") AS " + alias;
        }

        @Override
        public Set<String> aliases() {
            return Set.of(alias);
        }

        @Override
        public List<FromItem> shrinks() {
            List<FromItem> out = new ArrayList<>();
            query.shrinks().forEach(q -> out.add(new Derived(q, alias, shape)));
            return out;
        }

        @Override
        public int size() {
            return 1 + query.size();
        }
    }

    enum JoinKind {
        INNER("JOIN"), LEFT("LEFT JOIN"), RIGHT("RIGHT JOIN"), FULL("FULL JOIN"), CROSS("CROSS JOIN");

        final String sql;

        JoinKind(String sql) {
            this.sql = sql;
        }
    }

    /** {@code on} is null for CROSS JOIN only. */
    record Join(JoinKind kind, FromItem left, FromItem right, Expr on) implements FromItem {
        @Override
        public String sql() {
            String r = right instanceof Join ? "(" + right.sql() + ")" : right.sql();
            return left.sql() + " " + kind.sql + " " + r + (on == null ? "" : " ON " + on.sql());
        }

        @Override
        public Set<String> aliases() {
            Set<String> s = new LinkedHashSet<>(left.aliases());
            s.addAll(right.aliases());
            return s;
        }

        @Override
        public List<FromItem> shrinks() {
            List<FromItem> out = new ArrayList<>();
            out.add(left);
            out.add(right);
            if (kind != JoinKind.INNER && kind != JoinKind.CROSS) {
                out.add(new Join(JoinKind.INNER, left, right, on));
            }
            if (on != null) {
                for (Expr e : on.shrinks()) {
                    out.add(new Join(kind, left, right, e));
                }
            }
            for (FromItem l : left.shrinks()) {
                out.add(new Join(kind, l, right, on));
            }
            for (FromItem r : right.shrinks()) {
                out.add(new Join(kind, left, r, on));
            }
            return out;
        }

        @Override
        public int size() {
            return 1 + left.size() + right.size() + (on == null ? 0 : on.size());
        }
    }
}
