package org.lanin.engine.func;

import java.util.List;
import java.util.UUID;
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
