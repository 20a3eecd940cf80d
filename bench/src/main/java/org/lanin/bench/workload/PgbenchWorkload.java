package org.lanin.bench.workload;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * pgbench's built-in TPC-B-like transaction at scale 1 (100,000 accounts, 10 tellers, 1 branch;
 * 20,000 accounts with --quick): five statements in one transaction, PreparedStatements,
 * READ COMMITTED. One operation = one committed transaction; a serialization failure or deadlock
 * (40001/40P01) rolls back and is retried (counted). Every transaction updates the single branch
 * row, so with several threads they queue on that row lock, as in pgbench. No VACUUM runs between
 * samples: updated rows leave dead versions behind, in every engine that keeps them.
 */
public final class PgbenchWorkload extends ThroughputWorkload {
    private static final int TELLERS_PER_BRANCH = 10;
    private static final String[] SCHEMA = {
        "CREATE TABLE pgbench_branches (bid integer PRIMARY KEY, bbalance integer NOT NULL, filler char(88))",
        "CREATE TABLE pgbench_tellers (tid integer PRIMARY KEY, bid integer NOT NULL, tbalance integer NOT NULL, filler char(84))",
        "CREATE TABLE pgbench_accounts (aid integer PRIMARY KEY, bid integer NOT NULL, abalance integer NOT NULL, filler char(84))",
        "CREATE TABLE pgbench_history (tid integer, bid integer, aid integer, delta integer, mtime timestamp, filler char(22))",
    };
    private static final String[] TX = {
        "UPDATE pgbench_accounts SET abalance = abalance + ? WHERE aid = ?",
        "SELECT abalance FROM pgbench_accounts WHERE aid = ?",
        "UPDATE pgbench_tellers SET tbalance = tbalance + ? WHERE tid = ?",
        "UPDATE pgbench_branches SET bbalance = bbalance + ? WHERE bid = ?",
        "INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (?, ?, ?, ?, CURRENT_TIMESTAMP)",
    };
    private long accounts;

    @Override
    public String name() {
        return "pgbench";
    }

    @Override
    public String description() {
        return "pgbench TPC-B-like, scale 1: 100,000 accounts (20,000 with --quick), 10 tellers, 1 branch; "
                + "one operation = one transaction of five PreparedStatements, READ COMMITTED; "
                + "`aid`, `tid` uniform random, `delta` in [-5000, 5000]; 40001/40P01 retried and counted.\n\n```sql\n"
                + String.join(";\n", SCHEMA) + ";\n-- per transaction:\n" + String.join(";\n", TX) + ";\nCOMMIT;\n```";
    }

    @Override
    public void setUp(Connection c, Scale scale) throws SQLException {
        accounts = scale.rows(100_000, 20_000);
        exec(c, SCHEMA);
        exec(c, "INSERT INTO pgbench_branches (bid, bbalance) VALUES (1, 0)");
        Loader.load(c, "INSERT INTO pgbench_tellers (tid, bid, tbalance) VALUES (?, 1, 0)", TELLERS_PER_BRANCH,
                (ps, i) -> ps.setLong(1, i));
        Loader.load(c, "INSERT INTO pgbench_accounts (aid, bid, abalance) VALUES (?, 1, 0)", accounts,
                (ps, i) -> ps.setLong(1, i));
    }

    @Override
    public Op prepare(Connection c, ThreadContext t) throws SQLException {
        c.setAutoCommit(false);
        c.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
        PreparedStatement[] ps = new PreparedStatement[TX.length];
        for (int i = 0; i < TX.length; i++) {
            ps[i] = c.prepareStatement(TX[i]);
        }
        return () -> {
            int aid = (int) t.nextKey(accounts);
            int tid = (int) t.nextKey(TELLERS_PER_BRANCH);
            int delta = t.random().nextInt(-5000, 5001);
            try {
                transaction(ps, aid, tid, 1, delta);
                c.commit();
            } catch (SQLException e) {
                c.rollback();
                throw e;
            }
        };
    }

    private static void transaction(PreparedStatement[] ps, int aid, int tid, int bid, int delta) throws SQLException {
        ps[0].setInt(1, delta);
        ps[0].setInt(2, aid);
        ps[0].executeUpdate();
        ps[1].setInt(1, aid);
        try (ResultSet rs = ps[1].executeQuery()) {
            if (!rs.next()) {
                throw new SQLException("account " + aid + " not found", "XX000");
            }
            rs.getInt(1);
        }
        ps[2].setInt(1, delta);
        ps[2].setInt(2, tid);
        ps[2].executeUpdate();
        ps[3].setInt(1, delta);
        ps[3].setInt(2, bid);
        ps[3].executeUpdate();
        ps[4].setInt(1, tid);
        ps[4].setInt(2, bid);
        ps[4].setInt(3, aid);
        ps[4].setInt(4, delta);
        ps[4].executeUpdate();
    }
}
