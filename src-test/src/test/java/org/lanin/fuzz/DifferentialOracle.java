package org.lanin.fuzz;

import java.util.List;
import org.lanin.fuzz.FuzzSchema.Target;

/**
 * The same query on Lanin and on a reference engine: H2 in PostgreSQL mode over the plain tables
 * (generated in {@link Dialect#PORTABLE}), or, for a developer with {@code -Dfuzz.pg.url},
 * PostgreSQL itself (every construct). A query the reference rejects checks nothing; so does one
 * that Lanin rejects (counted under its SQLSTATE, to look at by hand).
 */
final class DifferentialOracle implements Oracle {
    private final Target reference;

    DifferentialOracle(Target reference) {
        this.reference = reference;
    }

    @Override
    public String name() {
        return reference == Target.H2 ? "h2" : "postgres";
    }

    @Override
    public Dialect dialect() {
        return reference == Target.H2 ? Dialect.PORTABLE : Dialect.LANIN;
    }

    @Override
    public boolean applies(FuzzSchema schema, Databases dbs) {
        return dbs.has(reference);
    }

    @Override
    public FuzzCase generate(QueryGenerator queries, ExprGenerator exprs) {
        return new FuzzCase(queries.query(), null, 0);
    }

    @Override
    public void check(Databases dbs, FuzzCase c) throws Mismatch, SqlSkip, SqlFault {
        Query q = c.query();
        List<List<Object>> expected = dbs.query(reference, q.sql());
        List<List<Object>> actual = dbs.query(Target.LANIN, q.sql());
        Compare.sorted("Lanin", q, actual);
        Compare.sameResult(name() + " vs Lanin", q, expected, actual);
    }
}
