package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LaninUrlTest {
    @Test
    void namedDatabase() throws SQLException {
        LaninUrl u = LaninUrl.parse("jdbc:lanin:mem:shop");
        assertThat(u.kind()).isEqualTo("mem");
        assertThat(u.name()).isEqualTo("shop");
        assertThat(u.settings()).isEmpty();
        assertThat(u.isFile()).isFalse();
    }

    @Test
    void privateDatabase() throws SQLException {
        assertThat(LaninUrl.parse("jdbc:lanin:mem:").name()).isEmpty();
        assertThat(LaninUrl.parse("jdbc:lanin:mem:;keep=true").name()).isEmpty();
    }

    @Test
    void settingsAreLowerCasedKeysWithTrimmedValues() throws SQLException {
        LaninUrl u = LaninUrl.parse("jdbc:lanin:mem:shop;Keep=true; lock_timeout = 5s ;empty=;");
        assertThat(u.settings()).isEqualTo(Map.of("keep", "true", "lock_timeout", "5s", "empty", ""));
    }

    @Test
    void propertiesOverrideTheUrlAndCredentialsAreDropped() throws SQLException {
        Properties p = new Properties();
        p.setProperty("KEEP", "false");
        p.setProperty("user", "sa");
        p.setProperty("password", "secret");
        p.setProperty("x", "1");
        LaninUrl u = LaninUrl.parse("jdbc:lanin:mem:shop;keep=true;user=bob");
        assertThat(u.settingsWith(p)).isEqualTo(Map.of("keep", "false", "x", "1"));
        assertThat(u.settingsWith(null)).isEqualTo(Map.of("keep", "true"));
    }

    @Test
    void fileUrlsParse() throws SQLException {
        LaninUrl u = LaninUrl.parse("jdbc:lanin:file:/var/data/shop;keep=true");
        assertThat(u.isFile()).isTrue();
        assertThat(u.name()).isEqualTo("/var/data/shop");
    }

    @ParameterizedTest
    @ValueSource(strings = {"jdbc:lanin:foo", "jdbc:lanin:mem", "jdbc:lanin:disk:x", "jdbc:lanin:mem:a;k",
        "jdbc:lanin:mem:a;=v", "jdbc:lanin:mem:a;;k=v", "jdbc:lanin:file:", "jdbc:h2:mem:a"})
    void malformedUrlsFailWith08001NamingTheUrl(String url) {
        SQLException e = SqlAssert.fails(() -> LaninUrl.parse(url), SQLException.class, "08001");
        assertThat(e.getMessage()).contains(url);
    }
}
