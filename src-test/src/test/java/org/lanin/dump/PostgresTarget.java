package org.lanin.dump;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

/**
 * The PostgreSQL server of the round-trip tests, from {@code -Dlanin.pg.roundtrip=postgresql://user:pw@host:port/db}
 * (the profile {@code -Ppg-roundtrip} sets the one {@code .ci/run} creates): a fresh database per
 * test, loaded with {@code psql -X -q -v ON_ERROR_STOP=1 -f}, and JDBC connections to it.
 */
final class PostgresTarget {
    static final String PROPERTY = "lanin.pg.roundtrip";

    private final URI admin;

    PostgresTarget(String uri) {
        this.admin = URI.create(uri);
    }

    static String configured() {
        return System.getProperty(PROPERTY, "").strip();
    }

    /** Drops and creates database {@code name}. */
    void recreate(String name) throws SQLException {
        try (Connection c = connect(admin.getPath().substring(1)); Statement st = c.createStatement()) {
            st.execute("DROP DATABASE IF EXISTS " + name);
            st.execute("CREATE DATABASE " + name + " TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'");
        }
    }

    Connection connect(String database) throws SQLException {
        Properties p = new Properties();
        String userInfo = admin.getUserInfo();
        if (userInfo != null) {
            int colon = userInfo.indexOf(':');
            p.setProperty("user", colon < 0 ? userInfo : userInfo.substring(0, colon));
            if (colon >= 0) {
                p.setProperty("password", userInfo.substring(colon + 1));
            }
        }
        int port = admin.getPort() < 0 ? 5432 : admin.getPort();
        return DriverManager.getConnection("jdbc:postgresql://" + admin.getHost() + ":" + port + "/" + database, p);
    }

    /** psql -v ON_ERROR_STOP=1 -f script into {@code database}; fails the test with psql's stderr otherwise. */
    void psql(String database, Path script) throws IOException, InterruptedException {
        String target = admin.getScheme() + "://" + (admin.getRawUserInfo() == null ? "" : admin.getRawUserInfo() + "@")
                + admin.getHost() + (admin.getPort() < 0 ? "" : ":" + admin.getPort()) + "/" + database;
        List<String> cmd = new ArrayList<>(List.of("psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", target, "-f",
                script.toString()));
        Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        byte[] err = p.getErrorStream().readAllBytes();
        assertThat(p.waitFor(10, TimeUnit.MINUTES)).as("psql finished").isTrue();
        assertThat(p.exitValue()).as("psql -v ON_ERROR_STOP=1 -f %s: %s", script, new String(err, StandardCharsets.UTF_8))
                .isZero();
    }
}
