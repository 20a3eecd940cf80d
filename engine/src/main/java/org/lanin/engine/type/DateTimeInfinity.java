package org.lanin.engine.type;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * PostgreSQL's {@code infinity} and {@code -infinity} of date, timestamp and timestamptz
 * (DATE_NOBEGIN/DATE_NOEND, DT_NOBEGIN/DT_NOEND in {@code datatype/timestamp.h}). They are the
 * extreme values of the Java classes ({@link LocalDate#MAX}, {@link LocalDateTime#MIN}, ...; the
 * timestamptz ones at offset UTC like every timestamptz), far outside PostgreSQL's finite range
 * (years −4713 … 5874897), so they order below/above every finite value with the classes' own
 * {@code compareTo} and survive the spill and log codecs (epoch day and second fit a long).
 *
 * <p>Invariant: every operation on a datetime value that can meet one asks {@link #sign} first,
 * as PostgreSQL's {@code TIMESTAMP_NOT_FINITE}/{@code DATE_NOT_FINITE} checks do: arithmetic
 * keeps an infinite operand (or fails 22008 for a difference), casts between the three kinds map
 * infinity to infinity, output prints the word; java.time arithmetic is never applied to one.
 */
public final class DateTimeInfinity {
    public static final OffsetDateTime TIMESTAMPTZ_POSITIVE = LocalDateTime.MAX.atOffset(ZoneOffset.UTC);
    public static final OffsetDateTime TIMESTAMPTZ_NEGATIVE = LocalDateTime.MIN.atOffset(ZoneOffset.UTC);

    private DateTimeInfinity() {
    }

    /** +1 for infinity, −1 for −infinity, 0 for a finite value (or any other object). */
    public static int sign(Object v) {
        if (v instanceof LocalDate d) {
            return d.equals(LocalDate.MAX) ? 1 : d.equals(LocalDate.MIN) ? -1 : 0;
        }
        if (v instanceof LocalDateTime t) {
            return t.equals(LocalDateTime.MAX) ? 1 : t.equals(LocalDateTime.MIN) ? -1 : 0;
        }
        if (v instanceof OffsetDateTime t) {
            return sign(t.toLocalDateTime());
        }
        return 0;
    }

    public static boolean isFinite(Object v) {
        return sign(v) == 0;
    }

    /** The infinity of {@code sign} (±1) as a value of {@code kind} (DATE, TIMESTAMP or TIMESTAMPTZ). */
    public static Object of(TypeKind kind, int sign) {
        return switch (kind) {
            case DATE -> sign > 0 ? LocalDate.MAX : LocalDate.MIN;
            case TIMESTAMP -> sign > 0 ? LocalDateTime.MAX : LocalDateTime.MIN;
            case TIMESTAMPTZ -> sign > 0 ? TIMESTAMPTZ_POSITIVE : TIMESTAMPTZ_NEGATIVE;
            default -> throw new org.lanin.engine.error.EngineBug("no infinity for " + kind);
        };
    }

    /** PostgreSQL's output of an infinite value: {@code infinity} or {@code -infinity}. */
    public static String text(int sign) {
        return sign > 0 ? "infinity" : "-infinity";
    }
}
