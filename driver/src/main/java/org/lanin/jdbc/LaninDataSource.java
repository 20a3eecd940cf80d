package org.lanin.jdbc;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Properties;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * A {@link DataSource} over a {@code jdbc:lanin:} URL, for frameworks that configure one by
 * bean properties. User and password are accepted and ignored, like the driver does.
 */
public final class LaninDataSource implements DataSource {
    private final Driver driver = new Driver();
    private volatile String url;
    private volatile String user;
    private volatile PrintWriter logWriter;
    private volatile int loginTimeoutSeconds;

    public String getUrl() {
        return url;
    }

    public void setUrl(String url) {
        this.url = url;
    }

    public String getUser() {
        return user;
    }

    public void setUser(String user) {
        this.user = user;
    }

    /** Ignored: an embedded database has no authentication. */
    public void setPassword(String password) {
        // intentionally not stored
    }

    @Override
    public Connection getConnection() throws SQLException {
        return connect(new Properties());
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        return connect(new Properties());
    }

    private Connection connect(Properties info) throws SQLException {
        Connection c = driver.connect(url, info);
        if (c == null) {
            throw JdbcMsg.NOT_LANIN_URL.error(url);
        }
        return c;
    }

    @Override
    public PrintWriter getLogWriter() {
        return logWriter;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        this.logWriter = out;
    }

    /** Stored and reported; opening an in-memory database does not wait on anything. */
    @Override
    public void setLoginTimeout(int seconds) {
        this.loginTimeoutSeconds = seconds;
    }

    @Override
    public int getLoginTimeout() {
        return loginTimeoutSeconds;
    }

    @Override
    public Logger getParentLogger() throws java.sql.SQLFeatureNotSupportedException {
        throw (java.sql.SQLFeatureNotSupportedException) SqlExceptions.unsupported("DataSource.getParentLogger");
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        return Wrappers.unwrap(this, iface);
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return Wrappers.isWrapperFor(this, iface);
    }
}
