package org.lanin.sqllogic;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs parsed records, in order, on one connection and collects every mismatch (it does not stop at
 * the first, like sqllogictest itself). Also remembers each query's actual output for golden updates.
 */
final class SltRunner {
    private final Connection connection;
    private final Set<String> engineNames;
    private final String fileName;
    /** False only for reference engines whose SQLSTATEs are not PostgreSQL's (H2): any error then passes. */
    private final boolean checkSqlState;
    private final List<String> failures = new ArrayList<>();
    private final Map<SltRecord.Query, List<String>> golden = new HashMap<>();
    private final Map<String, String> labelHashes = new HashMap<>();
    /** Header lines of records not to run (a corpus skip list); they count as skipped. */
    private final Set<Integer> skipLines;
    private int hashThreshold;
    private int executed;
    private int skipped;
    private int failedRecords;
    private int internalErrors;
    /** What the current record got: "ok", "error SQLSTATE" or a result's hash line. */
    private String answer;
    private final Map<Integer, String> failedAnswers = new java.util.TreeMap<>();

    SltRunner(Connection connection, Set<String> engineNames, boolean checkSqlState, String fileName) {
        this(connection, engineNames, checkSqlState, fileName, Set.of());
    }

    SltRunner(Connection connection, Set<String> engineNames, boolean checkSqlState, String fileName,
              Set<Integer> skipLines) {
        this.connection = connection;
        this.engineNames = engineNames;
        this.checkSqlState = checkSqlState;
        this.fileName = fileName;
        this.skipLines = skipLines;
    }

    /**
     * What happened when a script ran: {@code failedRecords} records (of {@code executed}) failed, some of
     * them more than once in {@code failures}; {@code internalErrors} of them with XX000 or a
     * non-SQLException thrown out of the driver.
     */
    record Outcome(List<String> failures, Map<SltRecord.Query, List<String>> golden, int executed, int skipped,
                   int failedRecords, int internalErrors, Map<Integer, String> failedAnswers) {
    }

    Outcome run(List<SltRecord> records) {
        for (SltRecord r : records) {
            if (r instanceof SltRecord.Halt h && h.conditions().appliesTo(engineNames)) {
                break;
            }
            int failuresBefore = failures.size();
            answer = null;
            if (r instanceof SltRecord.HashThreshold h) {
                hashThreshold = h.threshold();
            } else if (r instanceof SltRecord.Statement s && applies(s.line(), s.conditions())) {
                guarded(s.line(), s.sql(), () -> statement(s));
            } else if (r instanceof SltRecord.Query q && applies(q.line(), q.conditions())) {
                guarded(q.line(), q.sql(), () -> query(q));
            }
            if (failures.size() > failuresBefore) {
                failedRecords++;
                failedAnswers.put(r.line(), answer);
            }
        }
        return new Outcome(List.copyOf(failures), golden, executed, skipped, failedRecords, internalErrors,
                failedAnswers);
    }

    /** A driver must throw nothing but SQLException: anything else is recorded as an internal error. */
    private void guarded(int line, String sql, Runnable record) {
        try {
            record.run();
        } catch (RuntimeException | StackOverflowError e) {
            answer = "exception " + e.getClass().getName();
            internalErrors++;
            fail(line, sql, "internal exception escaped the driver: " + e);
        }
    }

    private boolean applies(int line, SltRecord.Conditions c) {
        boolean applies = c.appliesTo(engineNames) && !skipLines.contains(line);
        if (applies) {
            executed++;
        } else {
            skipped++;
        }
        return applies;
    }

    /** {@code -Dsqllogic.timeout=SECONDS} bounds every statement of a long corpus run (0: no bound). */
    private static final int TIMEOUT_SECONDS = Integer.getInteger("sqllogic.timeout", 0);

    private Statement newStatement() throws SQLException {
        Statement st = connection.createStatement();
        if (TIMEOUT_SECONDS > 0) {
            st.setQueryTimeout(TIMEOUT_SECONDS);
        }
        return st;
    }

    private void statement(SltRecord.Statement s) {
        try (Statement st = newStatement()) {
            executeAndDrain(st, s.sql());
            answer = "ok";
            if (s.expectError()) {
                fail(s.line(), s.sql(), "expected an error" + (s.sqlState() == null ? "" : " " + s.sqlState())
                        + " but the statement succeeded");
            }
        } catch (SQLException e) {
            answer = "error " + e.getSQLState();
            if (!s.expectError()) {
                fail(s.line(), s.sql(), "unexpected error " + describe(e));
            } else if (checkSqlState && s.sqlState() != null && !s.sqlState().equals(e.getSQLState())) {
                fail(s.line(), s.sql(), "expected SQLSTATE " + s.sqlState() + " but got " + describe(e));
            }
        }
    }

    private static void executeAndDrain(Statement st, String sql) throws SQLException {
        boolean isResultSet = st.execute(sql);
        while (true) {
            if (isResultSet) {
                try (ResultSet rs = st.getResultSet()) {
                    while (rs.next()) {
                        // errors may surface while rows are produced
                    }
                }
            } else if (st.getUpdateCount() == -1) {
                return;
            }
            isResultSet = st.getMoreResults();
        }
    }

    private void query(SltRecord.Query q) {
        SltResult result;
        try (Statement st = newStatement(); ResultSet rs = st.executeQuery(q.sql())) {
            int columns = rs.getMetaData().getColumnCount();
            if (columns != q.types().length()) {
                answer = columns + " columns";
                fail(q.line(), q.sql(), "type string '" + q.types() + "' has " + q.types().length()
                        + " columns, query returned " + columns);
                return;
            }
            List<List<String>> rows = new ArrayList<>();
            while (rs.next()) {
                List<String> row = new ArrayList<>(columns);
                for (int i = 1; i <= columns; i++) {
                    row.add(SltValueFormat.render(rs, i, q.types().charAt(i - 1)));
                }
                rows.add(row);
            }
            result = SltResult.of(rows, columns, q.sortMode());
        } catch (SQLException e) {
            answer = "error " + e.getSQLState();
            fail(q.line(), q.sql(), "query failed: " + describe(e));
            return;
        }
        golden.put(q, result.goldenLines(hashThreshold));
        answer = result.hashLine();
        if (!result.matches(q.expected())) {
            fail(q.line(), q.sql(), "wrong result\n  expected:\n    " + String.join("\n    ", q.expected())
                    + "\n  actual:\n    " + String.join("\n    ", result.goldenLines(hashThreshold)));
        }
        checkLabel(q, result);
    }

    private void checkLabel(SltRecord.Query q, SltResult result) {
        if (q.label() == null) {
            return;
        }
        String previous = labelHashes.putIfAbsent(q.label(), result.hashLine());
        if (previous != null && !previous.equals(result.hashLine())) {
            fail(q.line(), q.sql(), "label " + q.label() + " gave " + result.hashLine() + ", earlier " + previous);
        }
    }

    private String describe(SQLException e) {
        if ("XX000".equals(e.getSQLState())) {
            internalErrors++;
        }
        return "[" + e.getSQLState() + "] " + e.getMessage();
    }

    private void fail(int line, String sql, String what) {
        failures.add(fileName + ":" + line + ": " + what + "\n  sql: " + sql.replace("\n", "\n       "));
    }
}
