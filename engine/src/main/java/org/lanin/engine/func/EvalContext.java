package org.lanin.engine.func;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.ThreadLocalRandom;
import java.util.random.RandomGenerator;

/**
 * What a function call may read besides its arguments: the clock readings of the current
 * transaction and statement (now() and current_timestamp are the transaction start, as in
 * PostgreSQL) and a random source. The executor supplies one per statement; stable functions
 * read it, immutable ones ignore it. Times are in UTC, the session zone.
 */
public interface EvalContext {
    /** Start of the current transaction: now(), current_timestamp, current_date. */
    OffsetDateTime transactionTimestamp();

    /** Start of the current statement: statement_timestamp(). */
    default OffsetDateTime statementTimestamp() {
        return transactionTimestamp();
    }

    /** The wall clock at the call: clock_timestamp(). */
    default OffsetDateTime clockTimestamp() {
        return OffsetDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.MICROS);
    }

    default RandomGenerator random() {
        return ThreadLocalRandom.current();
    }

    /**
     * Raises 57014 when the statement was canceled or ran past statement_timeout. Functions that
     * run long without producing rows (pg_sleep) call it; outside a statement it does nothing.
     */
    default void checkNow() {
    }

    /** A context whose transaction and statement started at {@code start}. */
    static EvalContext fixed(OffsetDateTime start) {
        OffsetDateTime utc = start.withOffsetSameInstant(ZoneOffset.UTC).truncatedTo(ChronoUnit.MICROS);
        return () -> utc;
    }

    /** A context reading the wall clock at every call; for tests and constant folding of immutable calls only. */
    static EvalContext system() {
        return () -> OffsetDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.MICROS);
    }
}
