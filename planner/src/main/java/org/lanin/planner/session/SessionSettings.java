package org.lanin.planner.session;

import java.util.EnumMap;
import java.util.Map;

/** A session's current setting values: the database's defaults overridden by connection and SET values. */
public final class SessionSettings {
    private final EnumMap<Setting, String> values = new EnumMap<>(Setting.class);
    /** Parsed numeric values, because timeouts are read on every statement. */
    private final EnumMap<Setting, Long> longs = new EnumMap<>(Setting.class);
    private final LocalSettings local = new LocalSettings();
    /** The engine's view of the settings, rebuilt only after a SET or RESET (read on every statement). */
    private org.lanin.engine.exec.EngineSettings engine;
    /** The optimizer's view, rebuilt only after a SET or RESET (read on every plan lookup). */
    private org.lanin.planner.cost.PlannerSettings planner;
    /** TimeZone as a zone, set on the statement's thread for the value layer (engine.type.SessionZone). */
    private java.time.ZoneId zone;

    SessionSettings(Map<Setting, String> initial) {
        for (Setting s : Setting.values()) {
            values.put(s, s.defaultValue());
        }
        values.putAll(initial);
    }

    public String get(Setting s) {
        return values.get(s);
    }

    public boolean isOn(Setting s) {
        return Setting.isOn(values.get(s));
    }

    /** SET LOCAL: remembers the value {@code s} has now, to be put back by {@link #endTransaction}. */
    void saveLocal(Setting s) {
        local.save(s, values.get(s));
    }

    /** A plain SET (not LOCAL, not a routine's SET clause) of {@code s}: see {@link LocalSettings#plainSet}. */
    void notePlainSet(Setting s) {
        local.plainSet(s);
    }

    /** A call of a routine with SET clauses for {@code config} starts (a nest level: {@link LocalSettings}). */
    public void enterRoutine(java.util.Set<Setting> config) {
        local.enterRoutine(config);
    }

    /** The innermost such call ends: the settings to put back to their values from before it. */
    public java.util.Set<Setting> exitRoutine() {
        return local.exitRoutine();
    }

    /** A plain SET of {@code s} in a transaction: ROLLBACK puts its value from now back. */
    void saveForRollback(Setting s) {
        local.saveForRollback(s, values.get(s));
    }

    /** The transaction ended: SET LOCAL values go back to what they were before it, and on ROLLBACK plain SET ones too. */
    void endTransaction(LaninDatabase db, boolean commit) {
        local.restore(this, db, commit);
    }

    /** synchronous_commit is anything but off (local, remote_write, remote_apply wait for the local flush). */
    public boolean synchronousCommit() {
        return !values.get(Setting.SYNCHRONOUS_COMMIT).equals("off");
    }

    /** The tighter of statement_timeout and the driver's query timeout {@code jdbcMillis} (0: none), in ms. */
    long statementTimeoutMillis(long jdbcMillis) {
        long setting = getLong(Setting.STATEMENT_TIMEOUT);
        if (jdbcMillis == 0) {
            return setting;
        }
        return setting == 0 ? jdbcMillis : Math.min(setting, jdbcMillis);
    }

    public long getLong(Setting s) {
        Long v = longs.get(s);
        if (v == null) {
            v = Long.parseLong(values.get(s));
            longs.put(s, v);
        }
        return v;
    }

    /** The settings the engine obeys, for one statement's ExecContext. */
    /** pg_temp_N once this session made a temporary table; null before. */
    private String tempSchema;

    public org.lanin.engine.exec.EngineSettings engine() {
        if (engine == null) {
            engine = buildEngine();
        }
        return engine;
    }

    /** The cost constants and enable_* switches the optimizer obeys. */
    public org.lanin.planner.cost.PlannerSettings planner() {
        if (planner == null) {
            planner = new org.lanin.planner.cost.PlannerSettings(real(Setting.SEQ_PAGE_COST),
                    real(Setting.RANDOM_PAGE_COST), real(Setting.CPU_TUPLE_COST), real(Setting.CPU_INDEX_TUPLE_COST),
                    real(Setting.CPU_OPERATOR_COST), isOn(Setting.ENABLE_SEQSCAN), isOn(Setting.ENABLE_INDEXSCAN),
                    isOn(Setting.ENABLE_INDEXONLYSCAN), isOn(Setting.ENABLE_HASHJOIN), isOn(Setting.ENABLE_NESTLOOP),
                    isOn(Setting.ENABLE_MERGEJOIN), isOn(Setting.ENABLE_SORT), (int) getLong(Setting.JOIN_COLLAPSE_LIMIT),
                    MemorySize.bytes(get(Setting.WORK_MEM)),
                    org.lanin.engine.catalog.SearchPath.parse(get(Setting.SEARCH_PATH), Setting.SESSION_USER)
                            .withTemp(tempSchema), isOn(Setting.ENABLE_BITMAPSCAN),
                    isOn(Setting.ENABLE_HASHAGG), new org.lanin.planner.cost.PlannerSettings.Parallel(
                            (int) getLong(Setting.MAX_PARALLEL_WORKERS_PER_GATHER),
                            (int) getLong(Setting.MAX_PARALLEL_WORKERS), real(Setting.PARALLEL_SETUP_COST),
                            real(Setting.PARALLEL_TUPLE_COST), isOn(Setting.PARALLEL_LEADER_PARTICIPATION),
                            MemorySize.bytes(get(Setting.MIN_PARALLEL_TABLE_SCAN_SIZE))));
        }
        return planner;
    }

    /**
     * DISCARD PLANS: the planner settings are made anew, so each of the session's prepared
     * statements looks its plan up again at its next execution (plans are the database's, shared
     * by sessions, and are made again after DDL or when their tables' statistics change).
     */
    public void discardPlans() {
        planner = null;
    }

    /** The session's temporary schema, searched first from now on (its name is part of plan cache keys). */
    void setTempSchema(String schema) {
        tempSchema = schema;
        planner = null;
    }

    /** The field order of the session's DateStyle, for date input (MDY unless it says DMY or YMD). */
    public org.lanin.engine.type.SessionDateOrder.Order dateOrder() {
        org.lanin.engine.type.SessionDateOrder.Order o = dateOrder;
        if (o == null) {
            o = org.lanin.engine.type.SessionDateOrder.of(get(Setting.DATESTYLE));
            dateOrder = o;
        }
        return o;
    }

    private org.lanin.engine.type.SessionDateOrder.Order dateOrder;

    /** The session's TimeZone. */
    public java.time.ZoneId zone() {
        if (zone == null) {
            zone = org.lanin.engine.type.TimeZones.ofDisplayName(get(Setting.TIMEZONE));
        }
        return zone;
    }

    private double real(Setting s) {
        return Double.parseDouble(values.get(s));
    }

    private org.lanin.engine.exec.EngineSettings buildEngine() {
        return org.lanin.engine.exec.EngineSettings.of(isOn(Setting.BTREE_EXCLUSIVE_LEAF),
                isOn(Setting.BTREE_RIGHTMOST_FASTPATH), isOn(Setting.KILL_INDEX_TUPLES)).withSort(
                MemorySize.bytes(get(Setting.WORK_MEM)), MemorySize.bytes(get(Setting.MAINTENANCE_WORK_MEM)),
                isOn(Setting.ABBREVIATED_KEYS));
    }

    void set(Setting s, String normalisedValue) {
        values.put(s, normalisedValue);
        longs.remove(s);
        engine = null;
        planner = null;
        zone = null;
        dateOrder = null;
    }

    void reset(Setting s) {
        values.put(s, s.defaultValue());
        longs.remove(s);
        engine = null;
        planner = null;
        zone = null;
        dateOrder = null;
    }

    /** Parses connection settings: every key must be known and every value valid. */
    static Map<Setting, String> parse(Map<String, String> raw) {
        Map<Setting, String> out = new EnumMap<>(Setting.class);
        for (Map.Entry<String, String> e : raw.entrySet()) {
            Setting s = Setting.of(e.getKey());
            out.put(s, s.normalise(e.getValue()));
        }
        return out;
    }
}
