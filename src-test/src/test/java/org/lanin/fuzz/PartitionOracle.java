package org.lanin.fuzz;

import java.util.List;
import org.lanin.fuzz.FuzzSchema.Target;

/**
 * A query over partitioned tables returns what it returns over plain tables holding the same rows
 * (pruning, Append plans, partition-wise index scans, rows that an UPDATE moved between
 * partitions). Variant 1 runs both with {@code enable_seqscan = off}, so index scans of every
 * partition are planned too.
 */
final class PartitionOracle implements Oracle {
    @Override
    public String name() {
        return "partition";
    }

    @Override
    public boolean applies(FuzzSchema schema, Databases dbs) {
        return dbs.has(Target.LANIN_PLAIN);
    }

    @Override
    public FuzzCase generate(QueryGenerator queries, ExprGenerator exprs) {
        return new FuzzCase(queries.query(), null, exprs.rnd().nextInt(2));
    }

    @Override
    public void check(Databases dbs, FuzzCase c) throws Mismatch, SqlSkip, SqlFault {
        Query q = c.query();
        List<List<Object>> plain = run(dbs, Target.LANIN_PLAIN, q, c.variant());
        List<List<Object>> partitioned = run(dbs, Target.LANIN, q, c.variant());
        Compare.sorted("partitioned tables", q, partitioned);
        Compare.sameResult("plain tables vs partitioned tables", q, plain, partitioned);
    }

    private static List<List<Object>> run(Databases dbs, Target t, Query q, int variant) throws SqlSkip, SqlFault {
        if (variant == 0) {
            return dbs.query(t, q.sql());
        }
        dbs.execute(t, "SET enable_seqscan = off");
        try {
            return dbs.query(t, q.sql());
        } finally {
            dbs.execute(t, "RESET ALL");
        }
    }
}
