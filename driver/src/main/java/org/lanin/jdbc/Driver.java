package org.lanin.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.util.Map;
import java.util.Properties;
import java.util.logging.Logger;
import org.lanin.planner.session.Lanin;
import org.lanin.planner.session.Session;

/**
 * The {@code java.sql.Driver} for {@code jdbc:lanin:} URLs (see {@link LaninUrl}); registers
 * itself with DriverManager when loaded, and through {@code META-INF/services/java.sql.Driver}.
 */
public final class Driver implements java.sql.Driver {
    public static final int MAJOR_VERSION = 0;
    public static final int MINOR_VERSION = 1;

    /** Opens a session; a seam so tests can connect without the engine. */
    interface SessionOpener {
        Session open(String name, Map<String, String> settings);
    }

    /** Settings getPropertyInfo lists: key, description. The session validates all keys. */
    private static final String[][] KNOWN_SETTINGS = {
        {"keep", "true keeps a named in-memory database alive after its last connection closes"},
        {"user", "accepted and ignored (no authentication)"},
        {"password", "accepted and ignored (no authentication)"},
    };

    static {
        try {
            DriverManager.registerDriver(new Driver());
        } catch (SQLException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final SessionOpener opener;

    public Driver() {
        this(Lanin::openMemory);
    }

    Driver(SessionOpener opener) {
        this.opener = opener;
    }

    /** Returns null for URLs of other drivers, as DriverManager expects. */
    @Override
    public Connection connect(String url, Properties info) throws SQLException {
        if (!acceptsURL(url)) {
            return null;
        }
        LaninUrl parsed = LaninUrl.parse(url);
        PgJdbcProperties.Translated pg = PgJdbcProperties.translate(parsed.settingsWith(info));
        try {
            LaninConnection c = parsed.isFile()
                    ? new LaninConnection(org.lanin.planner.session.Lanin.openFile(parsed.name(), pg.settings()), url)
                    : new LaninConnection(opener.open(parsed.name(), pg.settings()), url);
            c.addWarning(pg.warnings());
            return c;
        } catch (RuntimeException | Error e) {
            throw SqlExceptions.translate(e);
        }
    }

    @Override
    public boolean acceptsURL(String url) {
        return LaninUrl.accepts(url);
    }

    @Override
    public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) throws SQLException {
        Map<String, String> given = url == null ? Map.of() : LaninUrl.parse(url).settingsWith(info);
        DriverPropertyInfo[] result = new DriverPropertyInfo[KNOWN_SETTINGS.length];
        for (int i = 0; i < KNOWN_SETTINGS.length; i++) {
            String key = KNOWN_SETTINGS[i][0];
            result[i] = new DriverPropertyInfo(key, given.get(key));
            result[i].description = KNOWN_SETTINGS[i][1];
            result[i].required = false;
        }
        return result;
    }

    @Override
    public int getMajorVersion() {
        return MAJOR_VERSION;
    }

    @Override
    public int getMinorVersion() {
        return MINOR_VERSION;
    }

    /** False: Lanin does not pass the JDBC compliance suite (no CallableStatement, no updatable results). */
    @Override
    public boolean jdbcCompliant() {
        return false;
    }

    @Override
    public Logger getParentLogger() throws java.sql.SQLFeatureNotSupportedException {
        throw (java.sql.SQLFeatureNotSupportedException) SqlExceptions.unsupported("Driver.getParentLogger");
    }
}
