package org.lanin.bench.consecutive;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * pgbench's TPC-B-like transaction, N consecutive timed runs on the same data with no VACUUM in
 * between, for these schedules: Lanin with autovacuum off and kill_index_tuples on, the same
 * with it off, H2 (PostgreSQL mode), and Lanin with autovacuum on. Per run: TPS, heap fetches
 * per index scan (Lanin's lanin_stat_indexes, over the pgbench indexes), the share of branch and
 * teller updates that were HOT (lanin_stat_tables n_tup_hot_upd / n_tup_upd), dead versions at
 * the end of the run (lanin_stat_tables). {@code --schedules} picks some of them by short name
 * (kill, nokill, h2, autovac; default all).
 *
 * <pre>
 * java -cp bench/target/lanin-bench.jar org.lanin.bench.consecutive.ConsecutiveTpcb \
 *     [--scale 0.2] [--clients 2] [--seconds 20] [--runs 5] [--schedules kill,h2]
 * </pre>
 */
public final class ConsecutiveTpcb {
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

    /** One schedule: an engine URL and a label. */
    record Schedule(String name, String label, String url, boolean lanin) {
    }

    /** One run's figures; NaN / -1 where the engine has no such counter. */
    record RunResult(int run, double tps, double fetchesPerScan, double hotShare, long deadTuples, long autovacuums,
                     double waitsPerTx, double handOffShare, double resumeMeanMicros) {
    }

    private final double scale;
    private final int clients;
    private final double seconds;
    private final int runs;

    ConsecutiveTpcb(double scale, int clients, double seconds, int runs) {
        this.scale = scale;
        this.clients = clients;
        this.seconds = seconds;
        this.runs = runs;
    }

    public static void main(String[] args) throws Exception {
        double scale = 0.2;
        int clients = 2;
        double seconds = 20;
        int runs = 5;
        String only = "kill,nokill,h2,autovac";
        for (int i = 0; i < args.length; i += 2) {
            switch (args[i]) {
                case "--scale" -> scale = Double.parseDouble(args[i + 1]);
                case "--clients" -> clients = Integer.parseInt(args[i + 1]);
                case "--seconds" -> seconds = Double.parseDouble(args[i + 1]);
                case "--runs" -> runs = Integer.parseInt(args[i + 1]);
                case "--schedules" -> only = args[i + 1];
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        ConsecutiveTpcb bench = new ConsecutiveTpcb(scale, clients, seconds, runs);
        List<Schedule> schedules = List.of(
                new Schedule("kill", "lanin, kill_index_tuples=on", "jdbc:lanin:mem:tpcb_kill;autovacuum=off", true),
                new Schedule("nokill", "lanin, kill_index_tuples=off",
                        "jdbc:lanin:mem:tpcb_nokill;autovacuum=off;kill_index_tuples=off", true),
                new Schedule("h2", "h2", "jdbc:h2:mem:tpcb_h2;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;LOCK_TIMEOUT=600000",
                        false),
                new Schedule("autovac", "lanin, autovacuum=on (kill on)", "jdbc:lanin:mem:tpcb_autovac", true));
        List<String> picked = List.of(only.split(","));
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT,
                "| schedule | run | TPS | heap fetches / index scan | HOT share (branch+teller) | dead tuples | autovacuums"
                        + " | row-lock waits / tx | waits handed the row | resume mean (µs) |%n"
                        + "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|%n"));
        for (Schedule s : schedules) {
            if (!picked.contains(s.name())) {
                continue;
            }
            int n = s.name().equals("autovac") ? 1 : runs;
            for (RunResult r : bench.schedule(s, n)) {
                String line = String.format(Locale.ROOT, "| %s | %d | %,.0f | %s | %s | %s | %s | %s | %s | %s |%n",
                        s.label(), r.run(),
                        r.tps(), Double.isNaN(r.fetchesPerScan()) ? "n/a" : String.format(Locale.ROOT, "%.2f",
                                r.fetchesPerScan()),
                        Double.isNaN(r.hotShare()) ? "n/a" : String.format(Locale.ROOT, "%.1f%%", 100 * r.hotShare()),
                        r.deadTuples() < 0 ? "n/a" : String.format("%,d", r.deadTuples()),
                        r.autovacuums() < 0 ? "n/a" : Long.toString(r.autovacuums()),
                        fixed(r.waitsPerTx(), "%.3f"), fixed(100 * r.handOffShare(), "%.1f%%"),
                        fixed(r.resumeMeanMicros(), "%.0f"));
                System.err.print(line);
                table.append(line);
            }
        }
        System.out.printf(Locale.ROOT, "%nscale %.2f (%d accounts), %d clients, %.0f s per run, %d CPUs, Java %s%n%n%s",
                scale, bench.accounts(), clients, seconds, Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"), table);
    }

    int accounts() {
        return (int) Math.round(100_000 * scale);
    }

    List<RunResult> schedule(Schedule s, int count) throws Exception {
        List<RunResult> out = new ArrayList<>();
        try (Connection admin = DriverManager.getConnection(s.url())) {
            load(admin);
            for (int run = 1; run <= count; run++) {
                if (s.lanin()) {
                    try (Statement st = admin.createStatement()) {
                        st.execute("SELECT lanin_stat_reset()"); // the lock-wait figures below are per run
                    }
                }
                long[] before = s.lanin() ? counters(admin) : null;
                double tps = run(s.url());
                if (s.lanin()) {
                    long[] after = counters(admin);
                    double[] w = lockWaits(admin, tps * seconds);
                    double scans = after[0] - before[0];
                    double updates = after[2] - before[2];
                    out.add(new RunResult(run, tps, scans == 0 ? Double.NaN : (after[1] - before[1]) / scans,
                            updates == 0 ? Double.NaN : (after[3] - before[3]) / updates,
                            single(admin, "SELECT sum(dead_tuples) FROM lanin_stat_tables WHERE table_name LIKE 'pgbench%'"),
                            single(admin, "SELECT sum(autovacuum_count) FROM lanin_stat_tables"),
                            w[0], w[1], w[2]));
                } else {
                    out.add(new RunResult(run, tps, Double.NaN, Double.NaN, -1, -1, Double.NaN, Double.NaN, Double.NaN));
                }
            }
        }
        return out;
    }

    private void load(Connection c) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (String sql : SCHEMA) {
                st.execute(sql);
            }
            st.execute("INSERT INTO pgbench_branches (bid, bbalance) VALUES (1, 0)");
        }
        c.setAutoCommit(false);
        try (PreparedStatement t = c.prepareStatement("INSERT INTO pgbench_tellers (tid, bid, tbalance) VALUES (?, 1, 0)");
             PreparedStatement a = c.prepareStatement(
                     "INSERT INTO pgbench_accounts (aid, bid, abalance, filler) VALUES (?, 1, 0, '')")) {
            for (int i = 1; i <= 10; i++) {
                t.setInt(1, i);
                t.executeUpdate();
            }
            for (int i = 1; i <= accounts(); i++) {
                a.setInt(1, i);
                a.addBatch();
                if (i % 1000 == 0) {
                    a.executeBatch();
                }
            }
            a.executeBatch();
        }
        c.commit();
        c.setAutoCommit(true);
    }

    /**
     * index_scans and heap_fetches summed over the pgbench indexes; n_tup_upd and n_tup_hot_upd
     * over the branch and teller tables.
     */
    private static long[] counters(Connection c) throws SQLException {
        long[] out = new long[4];
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
                "SELECT sum(index_scans), sum(heap_fetches) FROM lanin_stat_indexes WHERE table_name LIKE 'pgbench%'")) {
            rs.next();
            out[0] = rs.getLong(1);
            out[1] = rs.getLong(2);
        }
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
                "SELECT sum(n_tup_upd), sum(n_tup_hot_upd) FROM lanin_stat_tables"
                        + " WHERE table_name IN ('pgbench_branches', 'pgbench_tellers')")) {
            rs.next();
            out[2] = rs.getLong(1);
            out[3] = rs.getLong(2);
        }
        return out;
    }

    /** Row-lock waits per transaction, the share of them handed the row, and the mean resume latency. */
    private static double[] lockWaits(Connection c, double transactions) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
                "SELECT waits, hand_offs, resume_mean_us FROM lanin_stat_lock_waits")) {
            rs.next();
            double waits = rs.getLong(1);
            return new double[] {waits / transactions, waits == 0 ? Double.NaN : rs.getLong(2) / waits, rs.getDouble(3)};
        }
    }

    private static String fixed(double v, String format) {
        return Double.isNaN(v) ? "n/a" : String.format(Locale.ROOT, format, v);
    }

    private static long single(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** One timed run with {@code clients} threads; returns committed transactions per second. */
    private double run(String url) throws Exception {
        AtomicLong commits = new AtomicLong();
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        List<Thread> threads = new ArrayList<>();
        List<Throwable> errors = java.util.Collections.synchronizedList(new ArrayList<>());
        for (int i = 0; i < clients; i++) {
            long seed = 42L * (i + 1) + System.nanoTime();
            threads.add(new Thread(() -> {
                try {
                    client(url, seed, deadline, commits);
                } catch (Throwable e) {
                    errors.add(e);
                }
            }));
        }
        long start = System.nanoTime();
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
        double elapsed = (System.nanoTime() - start) / 1e9;
        if (!errors.isEmpty()) {
            throw new IllegalStateException("client failed", errors.get(0));
        }
        return commits.get() / elapsed;
    }

    private void client(String url, long seed, long deadline, AtomicLong commits) throws SQLException {
        SplittableRandom rnd = new SplittableRandom(seed);
        try (Connection c = DriverManager.getConnection(url)) {
            c.setAutoCommit(false);
            c.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
            PreparedStatement[] ps = new PreparedStatement[TX.length];
            for (int i = 0; i < TX.length; i++) {
                ps[i] = c.prepareStatement(TX[i]);
            }
            while (System.nanoTime() < deadline) {
                int aid = 1 + rnd.nextInt(accounts());
                int tid = 1 + rnd.nextInt(10);
                int delta = rnd.nextInt(-5000, 5001);
                try {
                    transaction(ps, aid, tid, delta);
                    c.commit();
                    commits.incrementAndGet();
                } catch (SQLException e) {
                    c.rollback();
                    String state = e.getSQLState();
                    if (!"40001".equals(state) && !"40P01".equals(state)) {
                        throw e;
                    }
                }
            }
        }
    }

    private static void transaction(PreparedStatement[] ps, int aid, int tid, int delta) throws SQLException {
        ps[0].setInt(1, delta);
        ps[0].setInt(2, aid);
        ps[0].executeUpdate();
        ps[1].setInt(1, aid);
        try (ResultSet rs = ps[1].executeQuery()) {
            rs.next();
        }
        ps[2].setInt(1, delta);
        ps[2].setInt(2, tid);
        ps[2].executeUpdate();
        ps[3].setInt(1, delta);
        ps[3].setInt(2, 1);
        ps[3].executeUpdate();
        ps[4].setInt(1, tid);
        ps[4].setInt(2, 1);
        ps[4].setInt(3, aid);
        ps[4].setInt(4, delta);
        ps[4].executeUpdate();
    }
}
