package org.lanin.tpch;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/** The recorded answers and the one way the answer tests run a query and judge it. */
final class TpchAnswers {
    /**
     * 0.01 by default: small enough that loading and all 22 queries take seconds once joins use
     * indexes. {@code -Dtpch.sf=0.1} runs the larger recorded scale (src/test/resources/tpch/sf0.1).
     */
    static final double SCALE_FACTOR = Double.parseDouble(System.getProperty("tpch.sf", "0.01"));
    /** A safety net so a regression cannot hang the suite, not a speed assertion. */
    static final int TIMEOUT_SECONDS = Integer.getInteger("tpch.timeout", 60);

    private TpchAnswers() {
    }

    static ResultRows expected(TpchQuery q) {
        String path = "/tpch/sf" + SCALE_FACTOR + "/" + q.fileStem() + ".out";
        try (InputStream in = TpchAnswers.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is missing: run tpch/record-answers.sh");
            }
            return AnswerFile.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs {@code q} as {@code dialect} spells it; null when its answer matches the recording, else what differs. */
    static String check(Connection c, TpchQuery q, SqlDialect dialect) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.setQueryTimeout(TIMEOUT_SECONDS);
            ResultRows actual = ResultRows.read(st.executeQuery(dialect.adapt(q.sql())));
            return AnswerComparison.difference(expected(q), actual, q.orderColumns());
        }
    }
}
