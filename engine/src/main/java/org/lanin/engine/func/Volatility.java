package org.lanin.engine.func;

/** PostgreSQL's function volatility classes; the planner may fold only IMMUTABLE calls on constants. */
public enum Volatility {
    /** Same arguments, same result, forever (lower, abs ...). */
    IMMUTABLE,
    /** Same result within one statement (now(), current_date). */
    STABLE,
    /** May differ on every call (random(), gen_random_uuid(), clock_timestamp()). */
    VOLATILE
}
