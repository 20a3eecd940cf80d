package org.lanin.planner.session;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.concurrent.atomic.AtomicInteger;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.planner.plan.Plan;
import org.lanin.planner.plan.Planner;

/**
 * One database: its catalog, transaction manager and shared plan cache. Plans are cached by
 * SQL text together with the catalog version they were built for; a DDL change makes the
 * next lookup re-plan.
 */
public final class LaninDatabase {
    private final String name;
    private final Catalog catalog = new Catalog();
    private final TransactionManager transactions = new TransactionManager();
    private final Cache<String, VersionedPlan> plans;
    private final AtomicInteger sessions = new AtomicInteger();
    private volatile boolean keep;

    LaninDatabase(String name, long planCacheSize) {
        this.name = name;
        this.plans = Caffeine.newBuilder().maximumSize(planCacheSize).build();
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

    /** The plan for {@code sql} valid for the current catalog version, planning it if needed. */
    public Plan plan(String sql) {
        long version = catalog.current().version();
        VersionedPlan cached = plans.getIfPresent(sql);
        if (cached != null && cached.version() == version) {
            return cached.plan();
        }
        Plan fresh = Planner.plan(sql, this);
        plans.put(sql, new VersionedPlan(fresh, version));
        return fresh;
    }

    void keepAlive() {
        keep = true;
    }

    boolean keep() {
        return keep;
    }

    int attach() {
        return sessions.incrementAndGet();
    }

    int detach() {
        return sessions.decrementAndGet();
    }
}
