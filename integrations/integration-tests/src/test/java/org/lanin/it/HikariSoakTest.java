package org.lanin.it;

import org.junit.jupiter.api.Tag;
import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * HikariCP 6 with 8 threads: each moves money between accounts in transactions and inserts a log
 * row; conflicts (40001/40P01) are retried as an application would. Money is conserved and every
 * log row is there.
 */
@Tag("frameworks")
class HikariSoakTest {

  static final int THREADS = 8;
  static final int TRANSFERS_PER_THREAD = 150;
  static final int ACCOUNTS = 10;

  @Test
  void eightThreadsConserveMoney() throws Exception {
    HikariConfig cfg = new HikariConfig();
    cfg.setJdbcUrl(Target.url("hikari_it"));
    cfg.setMaximumPoolSize(THREADS);
    try (HikariDataSource ds = new HikariDataSource(cfg)) {
      try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
        s.execute("create table account (id int primary key, balance bigint not null)");
        s.execute("create table transfer_log (id bigserial primary key, worker int, amount int)");
        s.execute("insert into account select g, 1000 from generate_series(1, " + ACCOUNTS + ") g");
      }
      ExecutorService pool = Executors.newFixedThreadPool(THREADS);
      List<Future<Integer>> done = new ArrayList<>();
      for (int w = 0; w < THREADS; w++) {
        int worker = w;
        done.add(pool.submit(() -> transfers(ds, worker)));
      }
      int total = 0;
      for (Future<Integer> f : done) {
        total += f.get();
      }
      pool.shutdown();
      assertThat(total).isEqualTo(THREADS * TRANSFERS_PER_THREAD);
      try (Connection c = ds.getConnection(); Statement s = c.createStatement();
          ResultSet rs = s.executeQuery(
              "select (select sum(balance) from account), (select count(*) from transfer_log)")) {
        rs.next();
        assertThat(rs.getLong(1)).isEqualTo(ACCOUNTS * 1000L);
        assertThat(rs.getLong(2)).isEqualTo(total);
      }
    }
  }

  private static int transfers(HikariDataSource ds, int worker) throws SQLException {
    int committed = 0;
    int step = 0;
    while (committed < TRANSFERS_PER_THREAD) {
      int from = 1 + (worker + step) % ACCOUNTS;
      int to = 1 + (worker * 3 + step * 7 + 1) % ACCOUNTS;
      step++;
      if (from == to) {
        continue;
      }
      if (transferOnce(ds, worker, from, to, 1 + step % 5)) {
        committed++;
      }
    }
    return committed;
  }

  private static boolean transferOnce(HikariDataSource ds, int worker, int from, int to, int amount)
      throws SQLException {
    try (Connection c = ds.getConnection()) {
      c.setAutoCommit(false);
      try (PreparedStatement debit = c.prepareStatement("update account set balance = balance - ? where id = ?");
          PreparedStatement credit = c.prepareStatement("update account set balance = balance + ? where id = ?");
          PreparedStatement log = c.prepareStatement("insert into transfer_log (worker, amount) values (?, ?)")) {
        debit.setInt(1, amount);
        debit.setInt(2, from);
        debit.executeUpdate();
        credit.setInt(1, amount);
        credit.setInt(2, to);
        credit.executeUpdate();
        log.setInt(1, worker);
        log.setInt(2, amount);
        log.executeUpdate();
        c.commit();
        return true;
      } catch (SQLException e) {
        c.rollback();
        if ("40001".equals(e.getSQLState()) || "40P01".equals(e.getSQLState())) {
          return false;
        }
        throw e;
      } finally {
        c.setAutoCommit(true);
      }
    }
  }
}
