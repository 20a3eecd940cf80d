package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * DatabaseMetaData.getColumns lists a materialized view's columns, as pgJDBC does on PostgreSQL
 * (its information_schema leaves them out; pgJDBC reads pg_attribute). The expected rows are
 * pgJDBC's answer on PostgreSQL 15 for the same schema, recorded in
 * {@code jdbc/matview_columns.expected}; re-record with
 * {@code -Dmeta.record.url='jdbc:postgresql://localhost:5432/db?user=u&password=p'} (the test
 * creates and drops schema {@code mvmeta} there). Every other getColumns column, for every kind of
 * relation, is compared by {@link DatabaseMetaDataRecordedTest}.
 */
class MatviewColumnsMetadataTest {
    private static final Path EXPECTED = Path.of("src/test/resources/jdbc/matview_columns.expected");
    private static final String[] SCHEMA = {
        "CREATE SCHEMA mvmeta",
        "CREATE TABLE mvmeta.base (id integer PRIMARY KEY, name varchar(20) NOT NULL, price numeric(8,2),"
                + " at timestamp, big bigint DEFAULT 7)",
        "CREATE MATERIALIZED VIEW mvmeta.summary AS SELECT id, name, price, at, big, id * 2 AS twice FROM mvmeta.base",
        "CREATE MATERIALIZED VIEW mvmeta.empty AS SELECT count(*) AS n FROM mvmeta.base WITH NO DATA",
    };
    private static final String[] LABELS = {"TABLE_SCHEM", "TABLE_NAME", "COLUMN_NAME", "DATA_TYPE", "TYPE_NAME",
        "COLUMN_SIZE", "NULLABLE", "COLUMN_DEF", "ORDINAL_POSITION", "IS_NULLABLE", "IS_AUTOINCREMENT"};

    @Test
    void getColumnsListsMaterializedViewsAsPgJdbcDoes() throws SQLException, IOException {
        String record = System.getProperty("meta.record.url");
        if (record != null) {
            try (Connection pg = DriverManager.getConnection(record)) {
                run(pg, "DROP SCHEMA IF EXISTS mvmeta CASCADE");
                run(pg, SCHEMA);
                List<String> rows = columns(pg);
                run(pg, "DROP SCHEMA mvmeta CASCADE");
                Files.write(EXPECTED, rows, StandardCharsets.UTF_8);
            }
        }
        try (Connection lanin = DriverManager.getConnection("jdbc:lanin:mem:")) {
            run(lanin, SCHEMA);
            assertThat(columns(lanin)).containsExactlyElementsOf(Files.readAllLines(EXPECTED, StandardCharsets.UTF_8));
        }
    }

    /** The matviews' columns, then the base table's (whose rows show the two paths agree). */
    private static List<String> columns(Connection c) throws SQLException {
        List<String> out = new ArrayList<>();
        for (String table : List.of("summary", "empty", "base")) {
            try (ResultSet rs = c.getMetaData().getColumns(null, "mvmeta", table, "%")) {
                while (rs.next()) {
                    StringBuilder b = new StringBuilder();
                    for (String l : LABELS) {
                        b.append(b.length() == 0 ? "" : " | ").append(rs.getString(l));
                    }
                    out.add(b.toString());
                }
            }
        }
        return out;
    }

    private static void run(Connection c, String... sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (String s : sql) {
                st.execute(s);
            }
        }
    }
}
