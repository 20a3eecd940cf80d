package org.lanin.bench.engine;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The engines the harness knows, each with its URL shape and per-engine setup. Every engine runs
 * in this JVM, in memory, reached only through {@code java.sql} and its URL.
 */
public enum EngineKind {
    /** A fresh named database per workload; settings after the URL make a variant. */
    LANIN("lanin") {
        @Override
        public String url(String db, String settings) {
            return "jdbc:lanin:mem:" + db + settings;
        }
    },
    /** PostgreSQL mode so the same SQL runs; a long lock timeout so writers wait as in Lanin. */
    H2("h2") {
        @Override
        public String url(String db, String settings) {
            return "jdbc:h2:mem:" + db + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;LOCK_TIMEOUT=600000" + settings;
        }

        @Override
        public void shutdown(Connection holder, String db) throws SQLException {
            exec(holder, "SHUTDOWN");
        }
    },
    /** MVCC transaction mode (the default is 2PL); PostgreSQL syntax so {@code text} is accepted. */
    HSQLDB("hsqldb") {
        @Override
        public String url(String db, String settings) {
            return "jdbc:hsqldb:mem:" + db + ";hsqldb.tx=mvcc;sql.syntax_pgs=true" + settings;
        }

        @Override
        public void shutdown(Connection holder, String db) throws SQLException {
            exec(holder, "SHUTDOWN");
        }
    },
    /** Shared-cache memory database so several connections see one database. */
    SQLITE("sqlite") {
        @Override
        public String url(String db, String settings) {
            return "jdbc:sqlite:file:" + db + "?mode=memory&cache=shared" + settings.replace(';', '&');
        }

        @Override
        public String unsupported(boolean writes, int threads) {
            return writes && threads > 1
                    ? "one writer at a time (shared-cache table locks fail concurrent writers with SQLITE_LOCKED)"
                    : null;
        }
    },
    /**
     * DuckDB in memory, the analytics anchor of the query suites (column store, vectorised). Each
     * {@code jdbc:duckdb:} connection is its own database, so only the holder connection is used:
     * the thread-per-connection throughput workloads are n/a.
     */
    DUCKDB("duckdb") {
        @Override
        public String url(String db, String settings) {
            return "jdbc:duckdb:";
        }

        @Override
        public String unsupported(boolean writes, int threads) {
            return "DuckDB runs the query suites only (each jdbc:duckdb: connection is a separate database)";
        }
    },
    /**
     * PostgreSQL over a socket at the URL given with --pg-url (the spec's settings): each
     * database is a fresh schema there, named by currentSchema and dropped at the end.
     */
    POSTGRES("postgres") {
        @Override
        public String url(String db, String settings) {
            return settings + (settings.contains("?") ? "&" : "?") + "currentSchema=" + db;
        }

        @Override
        public void prepare(Connection holder, String db) throws SQLException {
            exec(holder, "DROP SCHEMA IF EXISTS " + db + " CASCADE");
            exec(holder, "CREATE SCHEMA " + db);
        }

        @Override
        public void shutdown(Connection holder, String db) throws SQLException {
            exec(holder, "DROP SCHEMA IF EXISTS " + db + " CASCADE");
        }
    },
    /**
     * A Lanin file database (write-ahead log, fsync per commit group) in a fresh directory under
     * {@code java.io.tmpdir}/lanin-bench-files (or {@code -Dlanin.bench.dir}), deleted afterwards.
     */
    LANIN_FILE("lanin-file") {
        @Override
        public String url(String db, String settings) {
            return "jdbc:lanin:file:" + FileDirs.dir(db) + settings;
        }

        @Override
        public void shutdown(Connection holder, String db) {
            FileDirs.removeLater(db);
        }
    },
    /** H2 file mode (MVStore), PostgreSQL mode; its default write delay acknowledges before writing. */
    H2_FILE("h2-file") {
        @Override
        public String url(String db, String settings) {
            return "jdbc:h2:file:" + FileDirs.dir(db) + "/h2;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;LOCK_TIMEOUT=600000"
                    + settings;
        }

        @Override
        public void shutdown(Connection holder, String db) throws SQLException {
            exec(holder, "SHUTDOWN");
            FileDirs.removeLater(db);
        }
    },
    /**
     * H2 file mode made durable per commit, the closest H2 2.x comes: {@code WRITE_DELAY=0} makes every
     * commit write its MVStore chunk at once (TransactionStore.endTransaction calls MVStore.commit when
     * the auto-commit delay is 0), but nothing on H2's commit path forces the file — FileChannel.force
     * is reached only through MVStore.sync, i.e. {@code CHECKPOINT SYNC}, BACKUP, compaction and close
     * (checked in the 2.3.232 bytecode; H2's "Durability Problems" documentation: "use SET WRITE_DELAY
     * and CHECKPOINT SYNC"). So each worker runs {@code CHECKPOINT SYNC} after every operation (each
     * operation of a throughput workload is one commit); H2 serializes those on its Database monitor.
     */
    H2_FILE_SYNC("h2-file-sync") {
        @Override
        public String url(String db, String settings) {
            return H2_FILE.url(db, ";WRITE_DELAY=0" + settings);
        }

        @Override
        public void shutdown(Connection holder, String db) throws SQLException {
            H2_FILE.shutdown(holder, db);
        }

        @Override
        public String afterCommit() {
            return "CHECKPOINT SYNC";
        }
    },
    /** SQLite on a file in WAL mode with synchronous=FULL (a commit is fsynced); writers take turns. */
    SQLITE_FILE("sqlite-file") {
        @Override
        public String url(String db, String settings) {
            FileDirs.dir(db).toFile().mkdirs();
            return "jdbc:sqlite:" + FileDirs.dir(db) + "/db.sqlite?journal_mode=WAL&synchronous=FULL&busy_timeout=600000"
                    + settings.replace(';', '&');
        }

        @Override
        public void shutdown(Connection holder, String db) {
            FileDirs.removeLater(db);
        }
    },
    /** No database: the same keys straight into a ConcurrentSkipListMap, the physical floor. */
    FLOOR("floor-cslm") {
        @Override
        public String url(String db, String settings) {
            return null;
        }
    };

    private final String specName;

    EngineKind(String specName) {
        this.specName = specName;
    }

    public String specName() {
        return specName;
    }

    /** The JDBC URL of database {@code db} with {@code settings} (";k=v" pairs, maybe empty). */
    public abstract String url(String db, String settings);

    /** Readies a freshly opened database {@code db} on its holder connection. Default: nothing. */
    public void prepare(Connection holder, String db) throws SQLException {
        // In-memory engines start empty.
    }

    /** Frees database {@code db}; the holder connection is closed afterwards by the caller. */
    public void shutdown(Connection holder, String db) throws SQLException {
        // Lanin, SQLite and DuckDB memory databases die with their last connection.
    }

    /** A statement each worker runs after every operation (one commit) to make it durable, or null. */
    public String afterCommit() {
        return null;
    }

    /** Why this engine cannot run a workload at this thread count, or null when it can. */
    public String unsupported(boolean writes, int threads) {
        return null;
    }

    public static EngineKind bySpecName(String name) {
        for (EngineKind k : values()) {
            if (k.specName.equalsIgnoreCase(name)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown engine '" + name + "' (lanin, h2, hsqldb, sqlite, duckdb, postgres, floor-cslm, lanin-file, h2-file, h2-file-sync, sqlite-file)");
    }

    static void exec(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }
}
