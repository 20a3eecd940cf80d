package org.lanin.bench.engine;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/**
 * One open in-memory database of one engine. A holder connection keeps it alive between samples
 * (and serves set-up and counter reads); worker threads open their own connections.
 */
public final class Database implements AutoCloseable {
    private final EngineSpec spec;
    private final String name;
    private final String url;
    private final Connection holder;

    private Database(EngineSpec spec, String name, String url, Connection holder) {
        this.spec = spec;
        this.name = name;
        this.url = url;
        this.holder = holder;
    }

    public static Database open(EngineSpec spec) throws SQLException {
        String name = spec.freshName();
        String url = spec.kind().url(name, spec.settings());
        Connection holder = DriverManager.getConnection(url);
        try {
            spec.kind().prepare(holder, name);
        } catch (SQLException e) {
            holder.close();
            throw e;
        }
        return new Database(spec, name, url, holder);
    }

    public EngineSpec spec() {
        return spec;
    }

    public Connection holder() {
        return holder;
    }

    public Connection connect() throws SQLException {
        return DriverManager.getConnection(url);
    }

    @Override
    public void close() throws SQLException {
        try {
            if (!holder.getAutoCommit()) {
                holder.rollback();
                holder.setAutoCommit(true);
            }
            spec.kind().shutdown(holder, name);
        } finally {
            holder.close();
        }
    }
}
