package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLSyntaxErrorException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.ServiceLoader;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.junit.jupiter.api.Test;

class DriverTest {
    private final List<String> opened = new ArrayList<>();
    private final List<Map<String, String>> settings = new ArrayList<>();
    private final Driver driver = new Driver((name, s) -> {
        opened.add(name);
        settings.add(s);
        if (s.containsKey("bogus")) {
            throw new LaninException(SqlState.UNDEFINED_SETTING, "unrecognized configuration parameter \"bogus\"");
        }
        return new FakeSession();
    });

    @Test
    void connectsToNamedAndPrivateDatabasesWithSettings() throws SQLException {
        Properties p = new Properties();
        p.setProperty("user", "sa");
        p.setProperty("password", "");
        p.setProperty("keep", "false");
        try (Connection c = driver.connect("jdbc:lanin:mem:shop;keep=true;lock_timeout=1s", p)) {
            assertThat(c).isInstanceOf(LaninConnection.class);
            assertThat(c.getMetaData().getURL()).isEqualTo("jdbc:lanin:mem:shop;keep=true;lock_timeout=1s");
        }
        driver.connect("jdbc:lanin:mem:", null).close();
        assertThat(opened).containsExactly("shop", "");
        assertThat(settings.get(0)).isEqualTo(Map.of("keep", "false", "lock_timeout", "1s"));
        assertThat(settings.get(1)).isEmpty();
    }

    @Test
    void unknownSettingsAreTranslated() {
        SqlAssert.fails(() -> driver.connect("jdbc:lanin:mem:x;bogus=1", new Properties()),
                SQLSyntaxErrorException.class, "42704");
    }

    @Test
    void otherDriversUrlsAreDeclined() throws SQLException {
        assertThat(driver.connect("jdbc:h2:mem:x", new Properties())).isNull();
        assertThat(driver.acceptsURL("jdbc:h2:mem:x")).isFalse();
        assertThat(driver.acceptsURL(null)).isFalse();
        assertThat(driver.acceptsURL("jdbc:lanin:mem:x")).isTrue();
        assertThat(driver.acceptsURL("jdbc:lanin:foo")).as("ours, though malformed").isTrue();
    }

    @Test
    void fileAndMalformedUrls() {
        SQLException e = SqlAssert.fails(() -> driver.connect("jdbc:lanin:file:", null), SQLException.class, "08001");
        assertThat(e.getMessage()).contains("the file path is empty");
        SqlAssert.fails(() -> driver.connect("jdbc:lanin:foo", null), SQLException.class, "08001");
        SqlAssert.fails(() -> driver.connect("jdbc:lanin:mem:x;k", null), SQLException.class, "08001");
        assertThat(opened).isEmpty();
    }

    @Test
    void facts() throws SQLException {
        assertThat(driver.getMajorVersion()).isEqualTo(Driver.MAJOR_VERSION);
        assertThat(driver.getMinorVersion()).isEqualTo(Driver.MINOR_VERSION);
        assertThat(driver.jdbcCompliant()).isFalse();
        SqlAssert.fails(driver::getParentLogger, SQLFeatureNotSupportedException.class, "0A000");
        DriverPropertyInfo[] info = driver.getPropertyInfo("jdbc:lanin:mem:x;keep=true", new Properties());
        assertThat(info).extracting(i -> i.name).contains("keep", "user", "password");
        assertThat(info[0].value).isEqualTo("true");
    }

    @Test
    void registeredAsAServiceAndWithDriverManager() throws SQLException {
        assertThat(ServiceLoader.load(java.sql.Driver.class)).anyMatch(d -> d instanceof Driver);
        assertThat(DriverManager.getDriver("jdbc:lanin:mem:x")).isInstanceOf(Driver.class);
    }

    @Test
    void dataSource() throws SQLException {
        LaninDataSource ds = new LaninDataSource();
        ds.setUrl("jdbc:h2:mem:x");
        ds.setUser("sa");
        ds.setPassword("pw");
        assertThat(ds.getUrl()).isEqualTo("jdbc:h2:mem:x");
        assertThat(ds.getUser()).isEqualTo("sa");
        SqlAssert.fails(ds::getConnection, SQLException.class, "08001");
        ds.setUrl("jdbc:lanin:file:");
        SqlAssert.fails(ds::getConnection, SQLException.class, "08001");
        ds.setLoginTimeout(5);
        assertThat(ds.getLoginTimeout()).isEqualTo(5);
        ds.setLogWriter(null);
        assertThat(ds.getLogWriter()).isNull();
        SqlAssert.fails(ds::getParentLogger, SQLFeatureNotSupportedException.class, "0A000");
        assertThat(ds.isWrapperFor(javax.sql.DataSource.class)).isTrue();
    }
}
