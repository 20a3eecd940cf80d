package org.lanin.tpch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The schema file, the query files, the row conversion, the loader (on H2) and the dialects. */
class TpchKitTest {

    @Test
    void schemaHasEightTablesAndTheForeignKeyIndexes() {
        assertThat(TpchSchema.TABLES).hasSize(8).allMatch(s -> s.startsWith("CREATE TABLE"));
        assertThat(TpchSchema.INDEXES).hasSize(7).allMatch(s -> s.startsWith("CREATE INDEX"));
    }

    @Test
    void queriesCarryTheirOrderColumns() {
        assertThat(TpchQuery.ALL).hasSize(22);
        assertThat(TpchQuery.get(2).orderColumns()).containsExactly(0, 2, 1, 3);
        assertThat(TpchQuery.get(6).orderColumns()).isEmpty();
        assertThat(TpchQuery.get(13).orderColumns()).containsExactly(1, 0);
        assertThat(TpchQuery.ALL).allMatch(q -> q.sql().contains("SELECT") && !q.sql().endsWith(";"));
    }

    @Test
    void rowsHaveTheSchemaTypes() {
        Object[] first = TpchRows.rows("orders", 0.01).iterator().next();
        assertThat(first[0]).isEqualTo(1);
        assertThat(first[3]).isInstanceOf(BigDecimal.class).matches(v -> ((BigDecimal) v).scale() == 2);
        assertThat(first[4]).isInstanceOf(LocalDate.class);
        assertThat(TpchRows.columns("lineitem")).hasSize(16).startsWith("l_orderkey");
    }

    @Test
    void loaderInsertsTheGeneratedRows() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:h2:mem:kit;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE");
             Statement st = c.createStatement()) {
            for (String ddl : TpchSchema.TABLES) {
                st.execute(ddl);
            }
            assertThat(TpchLoader.loadTable(c, "nation", 0.01, new JdbcBatchWriter(JdbcBatchWriter.Dates.OBJECT)).rows()).isEqualTo(25);
            assertThat(TpchLoader.loadTable(c, "customer", 0.01, new JdbcBatchWriter(JdbcBatchWriter.Dates.OBJECT)).rows()).isEqualTo(1500);
            try (ResultSet rs = st.executeQuery("SELECT count(*), sum(c_acctbal), max(n_name) FROM customer "
                    + "JOIN nation ON n_nationkey = c_nationkey")) {
                // PostgreSQL 15 on the same rows: 1500 | 6681865.59 | VIETNAM (padded to char(25))
                assertThat(ResultRows.read(rs).rows()).containsExactly(List.of("1500", "6681865.59", String.format("%-25s", "VIETNAM")));
            }
        }
    }

    @Test
    void scaleFactorsBelowOneHundredthAreRefused() {
        assertThatThrownBy(() -> TpchLoader.load(null, 0.001))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void dialectsRewriteOnlyWhatTheirEngineLacks() {
        String q1 = TpchQuery.get(1).sql();
        assertThat(SqlDialect.POSTGRES.adapt(q1)).isEqualTo(q1);
        assertThat(SqlDialect.H2.adapt(q1)).contains("date '1998-12-01' - interval '90' day");
        assertThat(SqlDialect.H2.adapt(TpchQuery.get(11).sql())).contains("AS \"value\"").contains("\"value\" DESC");
        assertThat(SqlDialect.SQLITE.adapt(q1)).contains("l_shipdate <= date('1998-12-01', '-90 day')");
        assertThat(SqlDialect.SQLITE.adapt(TpchQuery.get(7).sql()))
                .contains("CAST(strftime('%Y', l_shipdate) AS integer)").contains("BETWEEN '1995-01-01' AND");
        assertThat(SqlDialect.SQLITE.adapt(TpchQuery.get(22).sql())).contains("substr(c_phone, 1, 2)");
    }
}
