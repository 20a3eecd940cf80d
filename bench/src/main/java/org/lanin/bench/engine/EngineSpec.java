package org.lanin.bench.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One column of the comparison: an engine plus settings, e.g. {@code lanin;btree_exclusive_leaf=off}.
 * The label is the spec text, so a variant is named by exactly what makes it different.
 */
public record EngineSpec(EngineKind kind, String settings, String label) {

    private static final AtomicInteger DATABASES = new AtomicInteger();

    /** Parses "kind[;k=v...]". */
    public static EngineSpec parse(String spec) {
        String s = spec.trim();
        int semi = s.indexOf(';');
        String name = semi < 0 ? s : s.substring(0, semi);
        String settings = semi < 0 ? "" : s.substring(semi);
        return new EngineSpec(EngineKind.bySpecName(name), settings, s);
    }

    /**
     * Splits a comma list of specs. Commas inside a variant's settings are not needed by any
     * engine today, so a comma always starts a new spec.
     */
    public static List<EngineSpec> parseList(String list) {
        List<EngineSpec> out = new ArrayList<>();
        for (String part : list.split(",")) {
            if (!part.isBlank()) {
                out.add(parse(part));
            }
        }
        return out;
    }

    public static EngineSpec floor() {
        return new EngineSpec(EngineKind.FLOOR, "", EngineKind.FLOOR.specName());
    }

    /** A database name no earlier run of this JVM used. */
    public String freshName() {
        return "bench" + DATABASES.incrementAndGet();
    }

    /** The same engine with other settings; PostgreSQL's settings are its base URL (--pg-url). */
    public EngineSpec withSettings(String newSettings) {
        return new EngineSpec(kind, newSettings, label);
    }

    public boolean isJdbc() {
        return kind != EngineKind.FLOOR;
    }
}
