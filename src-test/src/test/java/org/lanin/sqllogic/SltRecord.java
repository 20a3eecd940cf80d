package org.lanin.sqllogic;

import java.util.List;
import java.util.Set;

/** One parsed sqllogictest record. Line numbers are 1-based; line indexes are 0-based. */
sealed interface SltRecord {

    /** 1-based line of the record's header (for messages). */
    int line();

    /** The skipif/onlyif prefixes of a record. */
    record Conditions(List<String> skipIf, List<String> onlyIf) {
        static final Conditions NONE = new Conditions(List.of(), List.of());

        /** Whether an engine known by {@code names} runs the record (about.wiki "Conditional Records"). */
        boolean appliesTo(Set<String> names) {
            return skipIf.stream().noneMatch(names::contains) && onlyIf.stream().allMatch(names::contains);
        }
    }

    /** {@code statement ok} or {@code statement error [SQLSTATE]}. */
    record Statement(int line, Conditions conditions, boolean expectError, String sqlState, String sql)
            implements SltRecord {
    }

    /**
     * {@code query <types> [sort] [label]}. {@code separatorIndex} is the 0-based index of the
     * {@code ----} line or -1; {@code endIndex} the exclusive 0-based index after the record's last line.
     */
    record Query(int line, Conditions conditions, String types, SortMode sortMode, String label, String sql,
                 List<String> expected, int separatorIndex, int endIndex) implements SltRecord {
    }

    record HashThreshold(int line, int threshold) implements SltRecord {
    }

    /** Stops the script; with skipif/onlyif prefixes it stops it only for the engines they select. */
    record Halt(int line, Conditions conditions) implements SltRecord {
    }

    enum SortMode { NOSORT, ROWSORT, VALUESORT }
}
