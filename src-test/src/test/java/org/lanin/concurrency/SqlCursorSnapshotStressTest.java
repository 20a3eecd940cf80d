package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * A cursor reads with the snapshot of its DECLARE while other sessions update every row over and over
 * and VACUUM runs between its FETCHes: its pinned snapshot keeps the versions it sees from pruning and
 * VACUUM, so it returns each row exactly once with the value it had at DECLARE, by a sequential and by
 * an index scan, for a cursor in a block and for a WITH HOLD one after its commit; the index checker
 * finds the indexes sound afterwards.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class SqlCursorSnapshotStressTest {
    private static final int ROWS = 2_000;

    @Test
    void aCursorSeesItsDeclareSnapshotWhileRowsChurn() throws Exception {
        try (Sessions s = new Sessions(TestEngine.LANIN, "cursorstress")) {
            s.exec("CREATE TABLE churn (id int PRIMARY KEY, v int NOT NULL, pad text)");
            s.exec("CREATE INDEX churn_v ON churn (v)");
            s.exec("INSERT INTO churn SELECT g, 0, repeat('p', 30) FROM generate_series(1, " + ROWS + ") g");
            String[] queries = {"SELECT id, v FROM churn", "SELECT id, v FROM churn WHERE id > 0 ORDER BY id",
                    "SELECT id, v FROM churn WHERE v >= 0"};
            int round = 0;
            for (String query : queries) {
                for (boolean hold : new boolean[] {false, true}) {
                    int expected = round++; // every row's v when the cursor is declared
                    AtomicBoolean stop = new AtomicBoolean();
                    java.util.concurrent.atomic.AtomicInteger cycles = new java.util.concurrent.atomic.AtomicInteger();
                    try (Connection reader = s.open(Connection.TRANSACTION_READ_COMMITTED);
                            Connection writer = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
                        Sessions.exec(reader, "DECLARE c " + (hold ? "CURSOR WITH HOLD" : "CURSOR") + " FOR " + query);
                        if (hold) {
                            reader.commit();
                        }
                        CompletableFuture<Void> churn = s.async(() -> {
                            writer.setAutoCommit(true);
                            while (!stop.get()) {
                                Sessions.exec(writer, "UPDATE churn SET v = v + 1 WHERE id % 3 = 0");
                                Sessions.exec(writer, "UPDATE churn SET v = v + 1 WHERE id % 3 <> 0");
                                Sessions.exec(writer, "VACUUM churn");
                                cycles.incrementAndGet();
                            }
                        });
                        long seen = 0;
                        long sum = 0;
                        try (Statement st = reader.createStatement()) {
                            while (true) {
                                int n = 0;
                                try (ResultSet rs = st.executeQuery("FETCH 97 FROM c")) {
                                    while (rs.next()) {
                                        assertThat(rs.getInt(2)).as(query + " row " + rs.getInt(1)).isEqualTo(expected);
                                        sum += rs.getInt(1);
                                        n++;
                                    }
                                }
                                if (n == 0) {
                                    break;
                                }
                                seen += n;
                                int before = cycles.get();
                                while (cycles.get() == before && !churn.isDone()) { // a whole update and VACUUM between FETCHes
                                    Thread.onSpinWait();
                                }
                            }
                            st.execute("CLOSE c");
                        } finally {
                            stop.set(true);
                            churn.get(60, TimeUnit.SECONDS);
                        }
                        reader.commit();
                        assertThat(seen).as(query).isEqualTo(ROWS);
                        assertThat(sum).as(query).isEqualTo((long) ROWS * (ROWS + 1) / 2);
                        // the next round's cursor starts from one known value for every row
                        Sessions.exec(writer, "UPDATE churn SET v = " + (expected + 1));
                    }
                }
            }
            s.exec("SELECT bt_index_parent_check('churn_pkey', true)");
            s.exec("SELECT bt_index_parent_check('churn_v', true)");
        }
    }
}
