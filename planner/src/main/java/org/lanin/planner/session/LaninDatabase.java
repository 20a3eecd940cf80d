package org.lanin.planner.session;

import java.util.concurrent.atomic.AtomicInteger;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.stats.StatisticsStore;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.planner.plan.Plan;
import org.lanin.planner.cache.NormalisedSql;
import org.lanin.planner.cache.PlanCache;
import org.lanin.planner.plan.Planner;
import org.lanin.planner.stats.StatementStatistics;

/**
 * One database: its catalog, transaction manager, shared plan cache and statement
 * statistics. Plans are cached by normalised text (queries and DML) or raw text, together with
 * the catalog version they were built for; a DDL change makes the next lookup re-plan.
 */
public final class LaninDatabase {
    private final String name;
    private final Catalog catalog = new Catalog();
    private final TransactionManager transactions = new TransactionManager();
    private final org.lanin.engine.lock.LockManager locks = new org.lanin.engine.lock.LockManager(transactions);
    private final PlanCache plans;
    private final StatementStatistics statements = new StatementStatistics();
    private final AtomicInteger sessions = new AtomicInteger();
    private final java.util.concurrent.ConcurrentHashMap<Integer, SessionActivity> activities =
            new java.util.concurrent.ConcurrentHashMap<>();
    private volatile boolean keep;
    private final org.lanin.engine.vacuum.AutoVacuum autoVacuum;
    private final StatisticsStore statistics = new StatisticsStore();
    private final org.lanin.engine.wal.WalSettings walSettings = new org.lanin.engine.wal.WalSettings();
    private final SessionDefaults sessionDefaults = new SessionDefaults();
    /** The write-ahead log of a file database; null in memory. */
    private volatile org.lanin.engine.wal.Wal wal;

    LaninDatabase(String name, long planCacheSize) {
        this.name = name;
        this.plans = new PlanCache(planCacheSize);
        catalog.onNewVersion(plans::catalogChanged);
        this.autoVacuum = new org.lanin.engine.vacuum.AutoVacuum(name, catalog::current, transactions, statistics, locks);
        autoVacuum.start();
    }

    /**
     * The planner statistics of this database's tables (ANALYZE's results; pg_stats). Not
     * versioned with the catalog: compare {@link StatisticsStore#epoch()} to notice new ones.
     */
    public StatisticsStore statistics() {
        return statistics;
    }

    /** ALTER DATABASE / ALTER ROLE ... SET: what new sessions of this database start with. */
    public SessionDefaults sessionDefaults() {
        return sessionDefaults;
    }

    /** The autovacuum worker (setting {@code autovacuum}, database-wide). */
    public org.lanin.engine.vacuum.AutoVacuum autoVacuum() {
        return autoVacuum;
    }

    /** The last session left (and the database is not kept): stop its background work. */
    void close() {
        autoVacuum.stop();
        org.lanin.engine.wal.Wal w = wal;
        if (w != null) {
            w.close(); // a last checkpoint: the next open replays nothing
        }
    }

    /** Opens the file database in {@code dir} into this (new, empty) database: recovery runs here. */
    void openFiles(java.nio.file.Path dir) {
        wal = org.lanin.engine.wal.WalOpen.open(dir, name, catalog, transactions, walSettings);
        // user routines and triggers first: an expression index bound below may call a user function
        org.lanin.planner.routine.catalog.RoutinesInFiles.attach(this, wal, catalog.current());
        org.lanin.planner.ddl.IndexRebind.run(this); // partial and expression indexes: bound and filled again
    }

    /** Durability settings (used only by a file database). */
    public org.lanin.engine.wal.WalSettings walSettings() {
        return walSettings;
    }

    /** The write-ahead log, or null for an in-memory database. */
    public org.lanin.engine.wal.Wal wal() {
        return wal;
    }

    /** CREATE UNLOGGED TABLE: its rows skip the log (an in-memory database has none). */
    public void markUnlogged(String table) {
        org.lanin.engine.wal.Wal w = wal;
        org.lanin.engine.catalog.TableDef t = catalog.current().table(table);
        if (w != null && t != null) {
            w.markUnlogged(t.heap());
        }
    }

    /** CHECKPOINT: nothing to do in memory. */
    public void checkpoint() {
        org.lanin.engine.wal.Wal w = wal;
        if (w != null) {
            w.checkpoint();
        }
    }

    /** lanin_backup: copies a file database into {@code target}; its log position as PostgreSQL writes an LSN. */
    public String backup(java.nio.file.Path target) {
        org.lanin.engine.wal.Wal w = wal;
        if (w == null) {
            throw org.lanin.engine.error.LaninException.of(org.lanin.planner.PlannerMsg.NOT_SUPPORTED,
                    "lanin_backup of an in-memory database (only jdbc:lanin:file: databases have files to copy)");
        }
        long lsn = w.backup(target);
        return Long.toHexString(lsn >>> 32).toUpperCase(java.util.Locale.ROOT) + "/"
                + Long.toHexString(lsn & 0xffffffffL).toUpperCase(java.util.Locale.ROOT);
    }

    public String name() {
        return name;
    }

    public Catalog catalog() {
        return catalog;
    }

    public TransactionManager transactions() {
        return transactions;
    }

    /** The table-level lock manager (LOCK TABLE, the locks every statement takes, pg_locks). */
    public org.lanin.engine.lock.LockManager locks() {
        return locks;
    }

    /** The lock of {@code table} (created on first use). */
    public org.lanin.engine.lock.RelationLock relationLock(org.lanin.engine.catalog.TableDef table) {
        return locks.relation(table.oid(), table.name());
    }

    /** The plan for {@code sql} valid for the current catalog version, planning it if needed. */
    public Plan plan(String sql) {
        return plans.raw(sql, "", catalog.current().version(), text -> Planner.plan(text, this)).plan();
    }

    /**
     * The plan for a statement: by its normalised form when {@code normalise} and the statement
     * has one, else by its raw text.
     */
    public PlanCache.Lookup lookup(String sql, NormalisedSql normalised, boolean normalise,
                                   org.lanin.planner.cost.PlannerSettings settings) {
        long version = catalog.current().version();
        java.time.ZoneId zone = org.lanin.engine.type.SessionZone.current();
        // literals of timestamptz are folded at bind time in the session's zone
        String suffix = zone == java.time.ZoneOffset.UTC ? settings.cacheKey() : settings.cacheKey() + "\u0002" + zone;
        org.lanin.engine.type.SessionDateOrder.Order order = org.lanin.engine.type.SessionDateOrder.current();
        if (order != org.lanin.engine.type.SessionDateOrder.Order.MDY) { // date literals are folded in DateStyle's order
            suffix = suffix + "\u0004" + order;
        }
        // a session with uncommitted routine changes sees routines nobody else does: its plans are its own
        var routines = org.lanin.planner.routine.catalog.Routines.existing(this);
        String routineTag = routines == null ? null : routines.planCacheTag();
        if (routineTag != null) {
            suffix = suffix + "\u0003" + routineTag;
        }
        if (RelativeTimeLiterals.present(sql)) { // 'now' folded into the plan holds for this transaction only
            return new PlanCache.Lookup(Planner.plan(sql, this, settings), false, false);
        }
        if (normalise && normalised.normalisable() && !org.lanin.planner.cache.SelectInto.present(sql)) {
            return plans.normalised(normalised, sql, suffix, version,
                    (text, literalTypes) -> Planner.planNormalised(text, literalTypes, this, settings),
                    text -> Planner.plan(text, this, settings));
        }
        return plans.raw(sql, suffix, version, text -> Planner.plan(text, this, settings));
    }

    /** Plan cache hits and misses since the database was created. */
    public PlanCache planCache() {
        return plans;
    }

    /** The statistics behind pg_stat_statements. */
    public StatementStatistics statementStatistics() {
        return statements;
    }

    void keepAlive() {
        keep = true;
    }

    boolean keep() {
        return keep;
    }

    /** The open sessions' activity, by pid (pg_stat_activity, pg_cancel_backend, pg_terminate_backend). */
    public java.util.Collection<SessionActivity> activities() {
        return activities.values();
    }

    /** The activity of the session with {@code pid}, or null. */
    public SessionActivity activity(int pid) {
        return activities.get(pid);
    }

    void register(SessionActivity a) {
        activities.put(a.pid(), a);
    }

    void unregister(SessionActivity a) {
        activities.remove(a.pid(), a);
    }

    int attach() {
        return sessions.incrementAndGet();
    }

    int detach() {
        return sessions.decrementAndGet();
    }
}
