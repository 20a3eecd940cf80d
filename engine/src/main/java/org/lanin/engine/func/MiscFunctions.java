package org.lanin.engine.func;

import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;

/**
 * Functions that fit no other family. coalesce, nullif, CASE and the like are not functions
 * here: they are planner special forms (they must not evaluate every argument).
 */
final class MiscFunctions {
    private MiscFunctions() {
    }

    static void register(FunctionRegistry.Builder b) {
        b.add(new FunctionDef("gen_random_uuid", List.of(), FunctionDef.Variadic.NONE, DataType.UUID, true, Volatility.VOLATILE,
                (c, a) -> randomUuid(c)));
        b.add(new FunctionDef("pg_sleep", List.of(org.lanin.engine.type.TypeKind.DOUBLE), FunctionDef.Variadic.NONE, DataType.TEXT, true,
                Volatility.VOLATILE, (c, a) -> sleep(c, (Double) a[0])));
        b.fn("pg_size_pretty", DataType.TEXT, (c, a) -> SizePretty.of((Long) a[0]), org.lanin.engine.type.TypeKind.BIGINT);
    }

    /** Slices between checks for cancel and statement_timeout: how late a cancel may be noticed. */
    private static final long SLEEP_SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    /**
     * pg_sleep(seconds): waits in short slices, checking for cancel and the statement timeout
     * between them (PostgreSQL's CHECK_FOR_INTERRUPTS in its sleep loop). A Java interrupt of the
     * thread cancels it too (the flag is kept set). Returns '' for PostgreSQL's void, which Lanin
     * has no type for.
     */
    static String sleep(EvalContext c, double seconds) {
        long end = System.nanoTime() + (long) Math.min(seconds * 1e9, Long.MAX_VALUE / 4);
        while (true) {
            c.checkNow();
            long left = end - System.nanoTime();
            if (left <= 0) {
                return "";
            }
            try {
                TimeUnit.NANOSECONDS.sleep(Math.min(left, SLEEP_SLICE_NANOS));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw LaninException.of(EngineMsg.QUERY_CANCELED);
            }
        }
    }

    /** A version-4 UUID from the context's random source (fast; not for secrets). */
    static UUID randomUuid(EvalContext c) {
        long hi = c.random().nextLong();
        long lo = c.random().nextLong();
        hi = (hi & ~0xF000L) | 0x4000L;
        lo = (lo & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(hi, lo);
    }
}
