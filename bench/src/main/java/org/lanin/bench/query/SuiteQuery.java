package org.lanin.bench.query;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One query of a suite: a short name (table rows, file names), what it is in words, its
 * PostgreSQL text (each engine runs {@link EngineSql#dialect}'s adaptation of it), how its
 * parameters are drawn, and the 0-based result columns its ORDER BY sorts on (for the answer
 * comparison's tie rule).
 */
public record SuiteQuery(String name, String title, String sql, Params params, List<Integer> orderColumns) {

    /** Binds one execution's parameters from the seeded random source. */
    @FunctionalInterface
    public interface Params {
        Params NONE = (ps, random) -> { };

        void bind(PreparedStatement ps, SplittableRandom random) throws SQLException;
    }
}
