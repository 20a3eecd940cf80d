package org.lanin.differential;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Runs every step of a script on one connection and records each step's outcome by name. */
final class DiffRunner {
    private DiffRunner() {
    }

    static Map<String, DiffOutcome> run(DiffScript script, Connection connection) {
        Map<String, DiffOutcome> outcomes = new LinkedHashMap<>();
        for (DiffScript.Step step : script.steps()) {
            outcomes.put(step.name(), run(step, connection));
        }
        return outcomes;
    }

    private static DiffOutcome run(DiffScript.Step step, Connection connection) {
        try (Statement st = connection.createStatement()) {
            if (!st.execute(step.sql())) {
                return DiffOutcome.update();
            }
            try (ResultSet rs = st.getResultSet()) {
                int columns = rs.getMetaData().getColumnCount();
                List<List<String>> rows = new ArrayList<>();
                while (rs.next()) {
                    List<String> row = new ArrayList<>(columns);
                    for (int i = 1; i <= columns; i++) {
                        row.add(DiffValues.canonical(rs, i));
                    }
                    rows.add(row);
                }
                return DiffOutcome.rows(columns, rows);
            }
        } catch (SQLException e) {
            return DiffOutcome.error("[" + e.getSQLState() + "] " + e.getMessage());
        }
    }
}
