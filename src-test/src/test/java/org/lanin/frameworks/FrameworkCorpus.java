package org.lanin.frameworks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The statements a framework sent to PostgreSQL 15, as {@code tools/fw-probe} captured them into
 * {@code frameworks/pg15/PHASE.sql}: records of {@code -- statement N}, optional {@code -- params:},
 * {@code -- repeats:} and {@code -- error:} lines, then the SQL text as logged.
 */
record FrameworkCorpus(String phase, List<Entry> entries) {
    /** Phases in the order they ran against one database when captured. */
    static final List<String> PHASES = List.of("flyway-migrate", "flyway-info", "flyway-validate",
            "flyway-migrate-again", "flyway-repair", "liquibase-update", "liquibase-update-again", "jooq-meta",
            "hibernate-validate");
    private static final Pattern PARAM = Pattern.compile("\\$(\\d+) = ('(?:[^']|'')*'|NULL)");
    private static final Pattern DOLLAR = Pattern.compile("\\$(\\d+)");

    /** One statement: {@code pgError} is PostgreSQL's message where it rejected it, else null. */
    record Entry(int number, String sql, List<String> params, String pgError) {
        Entry withSql(String other) {
            return new Entry(number, other, params, pgError);
        }

        String label(String phase) {
            return phase + " #" + number;
        }

        /** Runs the statement; returns the result's column names and rows as text (null for no result set). */
        List<List<String>> run(Connection c) throws SQLException {
            String jdbc = DOLLAR.matcher(sql).replaceAll("?");
            if (params.isEmpty()) {
                try (Statement st = c.createStatement()) {
                    return st.execute(sql) ? table(st.getResultSet()) : null;
                }
            }
            try (PreparedStatement ps = c.prepareStatement(jdbc)) {
                List<String> ordered = inSqlOrder();
                // PostgreSQL's log shows every value as text; untyped (Types.OTHER) lets each server type
                // it from its context as the framework's typed setXxx did. Lanin types text parameters so.
                boolean lanin = c.getClass().getName().startsWith("org.lanin");
                for (int i = 0; i < ordered.size(); i++) {
                    if (ordered.get(i) == null) {
                        ps.setNull(i + 1, lanin ? Types.VARCHAR : Types.OTHER);
                    } else if (lanin) {
                        ps.setString(i + 1, ordered.get(i));
                    } else {
                        ps.setObject(i + 1, ordered.get(i), Types.OTHER);
                    }
                }
                return ps.execute() ? table(ps.getResultSet()) : null;
            }
        }

        /** Parameter values in the order their $n appear in the text (a $n may repeat). */
        private List<String> inSqlOrder() {
            List<String> out = new ArrayList<>();
            Matcher m = DOLLAR.matcher(sql);
            while (m.find()) {
                out.add(params.get(Integer.parseInt(m.group(1)) - 1));
            }
            return out;
        }
    }

    static FrameworkCorpus load(Path dir, String phase) throws IOException {
        List<String> lines = Files.readAllLines(dir.resolve(phase + ".sql"));
        List<Entry> out = new ArrayList<>();
        int number = 0;
        List<String> params = List.of();
        String error = null;
        StringBuilder sql = null;
        for (String line : lines) {
            if (line.startsWith("-- statement ")) {
                if (sql != null) {
                    out.add(new Entry(number, sql.toString(), params, error));
                }
                number = Integer.parseInt(line.substring("-- statement ".length()).trim());
                params = List.of();
                error = null;
                sql = null;
            } else if (sql == null && line.startsWith("-- params: ")) {
                params = params(line.substring("-- params: ".length()));
            } else if (sql == null && line.startsWith("-- error: ")) {
                error = line.substring("-- error: ".length());
            } else if (sql == null && line.startsWith("-- repeats: ")) {
                continue;
            } else {
                sql = sql == null ? new StringBuilder(line) : sql.append('\n').append(line);
            }
        }
        if (sql != null) {
            out.add(new Entry(number, sql.toString(), params, error));
        }
        return new FrameworkCorpus(phase, out);
    }

    private static List<String> params(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = PARAM.matcher(text);
        while (m.find()) {
            String v = m.group(2);
            out.add(v.equals("NULL") ? null : v.substring(1, v.length() - 1).replace("''", "'"));
        }
        return out;
    }

    /** Column names first, then each row's values as text. */
    static List<List<String>> table(ResultSet rs) throws SQLException {
        List<List<String>> out = new ArrayList<>();
        ResultSetMetaData md = rs.getMetaData();
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= md.getColumnCount(); i++) {
            names.add(md.getColumnLabel(i));
        }
        out.add(names);
        while (rs.next()) {
            List<String> row = new ArrayList<>();
            for (int i = 1; i <= md.getColumnCount(); i++) {
                row.add(rs.getString(i));
            }
            out.add(row);
        }
        return out;
    }
}
