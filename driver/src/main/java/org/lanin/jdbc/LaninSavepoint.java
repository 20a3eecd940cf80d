package org.lanin.jdbc;

import java.sql.SQLException;
import java.sql.Savepoint;

/**
 * A savepoint of one connection. Unnamed savepoints get an id and run under a generated name
 * ({@code lanin_sp_<id>}); named ones have only their name, per the JDBC rules for
 * {@link #getSavepointId()} and {@link #getSavepointName()}.
 */
final class LaninSavepoint implements Savepoint {
    private final LaninConnection owner;
    private final int id;
    private final String name;

    private LaninSavepoint(LaninConnection owner, int id, String name) {
        this.owner = owner;
        this.id = id;
        this.name = name;
    }

    static LaninSavepoint unnamed(LaninConnection owner, int id) {
        return new LaninSavepoint(owner, id, null);
    }

    static LaninSavepoint named(LaninConnection owner, String name) {
        return new LaninSavepoint(owner, 0, name);
    }

    /** The name the session knows it by. */
    String sessionName() {
        return name != null ? name : "lanin_sp_" + id;
    }

    LaninConnection owner() {
        return owner;
    }

    @Override
    public int getSavepointId() throws SQLException {
        if (name != null) {
            throw JdbcMsg.SAVEPOINT_NAMED.error();
        }
        return id;
    }

    @Override
    public String getSavepointName() throws SQLException {
        if (name == null) {
            throw JdbcMsg.SAVEPOINT_UNNAMED.error();
        }
        return name;
    }

    @Override
    public String toString() {
        return sessionName();
    }
}
