package org.lanin.hibernate;

import org.junit.jupiter.api.Tag;
import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import org.hibernate.dialect.Dialect;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.engine.jdbc.dialect.spi.DatabaseMetaDataDialectResolutionInfoAdapter;
import org.hibernate.engine.jdbc.dialect.spi.DialectResolutionInfo;
import org.junit.jupiter.api.Test;

/** What Hibernate hands the resolver: the connection's metadata. */
@Tag("frameworks")
class LaninDialectResolverTest {

  @Test
  void laninIsPostgreSql15() throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:")) {
      DialectResolutionInfo info = new DatabaseMetaDataDialectResolutionInfoAdapter(c.getMetaData());
      Dialect d = new LaninDialectResolver().resolveDialect(info);
      assertThat(d).isExactlyInstanceOf(PostgreSQLDialect.class);
      assertThat(d.getVersion().getDatabaseMajorVersion()).isEqualTo(15);
    }
  }
}
