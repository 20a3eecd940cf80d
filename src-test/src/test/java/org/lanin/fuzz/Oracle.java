package org.lanin.fuzz;

/**
 * A test oracle in SQLancer's sense: it derives from one generated case several statements whose
 * answers must agree, and throws {@link Mismatch} when they do not. Any {@link SqlSkip} means the
 * case checked nothing; any {@link SqlFault} is a failure whatever the oracle.
 */
interface Oracle {
    String name();

    /** The generator dialect (H2's differential oracle keeps to {@link Dialect#PORTABLE}). */
    default Dialect dialect() {
        return Dialect.LANIN;
    }

    /** Whether the oracle has anything to check on this database. */
    default boolean applies(FuzzSchema schema, Databases dbs) {
        return true;
    }

    FuzzCase generate(QueryGenerator queries, ExprGenerator exprs);

    void check(Databases dbs, FuzzCase c) throws Mismatch, SqlSkip, SqlFault;
}
