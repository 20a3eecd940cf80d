package org.lanin.planner.cache;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;
import org.lanin.engine.type.DataType;
import org.lanin.planner.plan.Plan;

/**
 * A database's plans, in one Caffeine cache bounded by {@code plan_cache_size}: normalised
 * statements by {@link NormalisedSql#cacheKey()} (text plus the marker type signature, which
 * holds a NUL and so never equals raw text), everything else by its raw text. Each entry
 * carries the catalog version it was planned against; a lookup under a newer version plans
 * again. When normalised text does not plan (a construct that needs a literal where a marker
 * now stands), the raw text is planned and the normalised key remembers to go raw.
 *
 * <p>A new catalog version drops every entry of another version ({@link #catalogChanged}): a plan
 * holds the tables it names, so an entry left until Caffeine evicts it would keep a dropped
 * table's rows in memory (up to {@code plan_cache_size} such tables). An entry put by a planner
 * that raced the change is dropped by the planner itself ({@link #remember}).
 */
public final class PlanCache {
    private final Cache<String, Entry> plans;
    private final LongAdder hits = new LongAdder();
    private final LongAdder misses = new LongAdder();
    /** The newest catalog version {@link #catalogChanged} was told of. */
    private final java.util.concurrent.atomic.AtomicLong latestVersion = new java.util.concurrent.atomic.AtomicLong(Long.MIN_VALUE);

    /** {@code plan == null}: this normalised form does not plan; use the raw text. */
    private record Entry(Plan plan, long version) {
    }

    /** A plan found for a statement: whether it runs the normalised text, and whether the cache had it. */
    public record Lookup(Plan plan, boolean normalised, boolean hit) {
    }

    /** Plans raw text. */
    public interface RawPlanner extends Function<String, Plan> {
    }

    /** Plans normalised text with the declared types of its literal markers. */
    public interface NormalisedPlanner {
        Plan plan(String text, List<DataType> literalTypes);
    }

    public PlanCache(long maximumSize) {
        this.plans = Caffeine.newBuilder().maximumSize(maximumSize).build();
    }

    /**
     * The plan for raw text at catalog {@code version}; {@code suffix} tells plans made under
     * other planner settings apart (empty for the defaults). A plan whose tables changed size a
     * lot ({@link Plan#stale()}) is made again.
     */
    public Lookup raw(String sql, String suffix, long version, RawPlanner planner) {
        String key = suffix.isEmpty() ? sql : sql + suffix;
        Entry e = plans.getIfPresent(key);
        if (e != null && e.version() == version && !e.plan().stale()) {
            hits.increment();
            return new Lookup(e.plan(), false, true);
        }
        misses.increment();
        Plan fresh = planner.apply(sql);
        remember(key, new Entry(fresh, version));
        return new Lookup(fresh, false, false);
    }

    /** The plan for a normalised statement, falling back to its raw text where the normalised form does not plan. */
    public Lookup normalised(NormalisedSql n, String rawSql, String suffix, long version, NormalisedPlanner planner,
                             RawPlanner raw) {
        String key = suffix.isEmpty() ? n.cacheKey() : n.cacheKey() + suffix;
        Entry e = plans.getIfPresent(key);
        if (e != null && e.version() == version && (e.plan() == null || !e.plan().stale())) {
            if (e.plan() == null) {
                return raw(rawSql, suffix, version, raw);
            }
            hits.increment();
            return new Lookup(e.plan(), true, true);
        }
        Plan fresh;
        try {
            fresh = planner.plan(n.text(), n.literalTypes());
        } catch (RuntimeException normalisedFailed) {
            if (stopsTheStatement(normalisedFailed)) {
                throw normalisedFailed;
            }
            Lookup viaRaw = raw(rawSql, suffix, version, raw);
            remember(key, new Entry(null, version));
            return viaRaw;
        }
        misses.increment();
        remember(key, new Entry(fresh, version));
        return new Lookup(fresh, true, false);
    }

    /** The catalog is at {@code version} now: every entry of an older one goes. */
    public void catalogChanged(long version) {
        latestVersion.accumulateAndGet(version, Math::max);
        plans.asMap().values().removeIf(e -> e.version() < version);
    }

    /**
     * Caches {@code e} unless a newer version came meanwhile: then the purge that came with it may
     * have run before this put, and the entry goes again (the put and the version read here,
     * against the version write and the purge in {@link #catalogChanged}, leave no gap between them).
     */
    private void remember(String key, Entry e) {
        plans.put(key, e);
        if (latestVersion.get() > e.version()) {
            plans.asMap().remove(key, e);
        }
    }

    /**
     * A cancel or timeout (57014) or a statement beyond the parser's limits (54001) says nothing
     * about whether the normalised form plans: it ends the statement, and is not remembered.
     */
    private static boolean stopsTheStatement(RuntimeException e) {
        return e instanceof org.lanin.engine.error.LaninException l
                && (l.state() == org.lanin.engine.error.SqlState.QUERY_CANCELED
                || l.state() == org.lanin.engine.error.SqlState.STATEMENT_TOO_COMPLEX);
    }

    public long hits() {
        return hits.sum();
    }

    public long misses() {
        return misses.sum();
    }

    /** Approximate number of cached entries. */
    public long size() {
        return plans.estimatedSize();
    }

    public void clear() {
        plans.invalidateAll();
    }
}
