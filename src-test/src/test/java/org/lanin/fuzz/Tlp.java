package org.lanin.fuzz;

/**
 * Ternary Logic Partitioning (Rigger and Su, OOPSLA 2020): every row makes a predicate p TRUE,
 * FALSE or NULL, so the rows of a query are exactly those of the same query under {@code WHERE p},
 * {@code WHERE NOT p} and {@code WHERE (p) IS NULL} together.
 */
final class Tlp {
    private Tlp() {
    }

    /** {@code q} under each of the three partitions, joined by {@code setOp} (UNION ALL or UNION). */
    static String partitioned(Query q, Expr p, String setOp) {
        return q.withWhere(p).sql() + " " + setOp + " " + q.withWhere(Expr.not(p)).sql() + " " + setOp + " "
                + q.withWhere(Expr.isNull(p)).sql();
    }

    /** The same for HAVING: each group lands in exactly one partition. */
    static String partitionedHaving(Query q, Expr p) {
        return q.withHaving(p).sql() + " UNION ALL " + q.withHaving(Expr.not(p)).sql() + " UNION ALL "
                + q.withHaving(Expr.isNull(p)).sql();
    }
}
