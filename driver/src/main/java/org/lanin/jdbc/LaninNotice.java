package org.lanin.jdbc;

import java.sql.SQLWarning;

/**
 * A notice or warning of a statement (RAISE NOTICE in PL/pgSQL...): as pgJDBC's PSQLWarning,
 * {@link #getMessage()} is the message text and {@link #getSQLState()} its SQLSTATE (00000 for a
 * notice, 01000 for a warning unless the sender named one); {@link #getSeverity()} is the severity
 * word psql prints (NOTICE, WARNING, INFO, LOG, DEBUG).
 */
public final class LaninNotice extends SQLWarning {
    private static final long serialVersionUID = 1L;
    private final String severity;

    LaninNotice(String severity, String message, String sqlState) {
        super(message, sqlState);
        this.severity = severity;
    }

    public String getSeverity() {
        return severity;
    }
}
