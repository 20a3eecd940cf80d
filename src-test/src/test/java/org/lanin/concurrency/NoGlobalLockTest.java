package org.lanin.concurrency;

import java.sql.Connection;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.lanin.testkit.TestEngine;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An open transaction with an uncommitted insert must not stop anyone else: another connection
 * inserts into another table and into the same table (other rows) and commits, within a deadline
 * far shorter than any lock timeout.
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class NoGlobalLockTest {

    @ParameterizedTest
    @EnumSource(TestEngine.class)
    void writersOfDifferentRowsDoNotWait(TestEngine engine) throws Exception {
        try (Sessions s = new Sessions(engine, "nolock");
             Connection holder = s.open(Connection.TRANSACTION_READ_COMMITTED);
             Connection other = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
            s.exec("CREATE TABLE a (id integer PRIMARY KEY, v text)");
            s.exec("CREATE TABLE b (id integer PRIMARY KEY, v text)");
            Sessions.exec(holder, "INSERT INTO a VALUES (1, 'uncommitted')");
            s.async(() -> {
                Sessions.exec(other, "INSERT INTO b VALUES (1, 'other table')");
                Sessions.exec(other, "INSERT INTO a VALUES (2, 'same table, other row')");
                Sessions.exec(other, "UPDATE b SET v = 'updated' WHERE id = 1");
                assertThat(Sessions.queryLong(other, "SELECT count(*) FROM a")).as("sees only its own row").isEqualTo(1);
                other.commit();
            }).get(60, TimeUnit.SECONDS);
            assertThat(Sessions.queryLong(holder, "SELECT count(*) FROM a")).isEqualTo(2);
            holder.commit();
            assertThat(s.queryLong("SELECT count(*) FROM a")).isEqualTo(2);
            assertThat(s.queryLong("SELECT count(*) FROM b")).isEqualTo(1);
        }
    }
}
