package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLIntegrityConstraintViolationException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLSyntaxErrorException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransactionRollbackException;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SqlExceptionsTest {
    @ParameterizedTest
    @CsvSource({
        "UNIQUE_VIOLATION, java.sql.SQLIntegrityConstraintViolationException",
        "NOT_NULL_VIOLATION, java.sql.SQLIntegrityConstraintViolationException",
        "SERIALIZATION_FAILURE, java.sql.SQLTransactionRollbackException",
        "DEADLOCK_DETECTED, java.sql.SQLTransactionRollbackException",
        "TRANSACTION_ROLLBACK, java.sql.SQLException",
        "FEATURE_NOT_SUPPORTED, java.sql.SQLFeatureNotSupportedException",
        "SYNTAX_ERROR, java.sql.SQLSyntaxErrorException",
        "UNDEFINED_TABLE, java.sql.SQLSyntaxErrorException",
        "DIVISION_BY_ZERO, java.sql.SQLDataException",
        "INVALID_TEXT_REPRESENTATION, java.sql.SQLDataException",
        "CONNECTION_DOES_NOT_EXIST, java.sql.SQLNonTransientConnectionException",
        "QUERY_CANCELED, java.sql.SQLException",
        "IN_FAILED_SQL_TRANSACTION, java.sql.SQLException",
        "INTERNAL_ERROR, java.sql.SQLException",
        "LOCK_NOT_AVAILABLE, java.sql.SQLException"})
    void mapsTheSqlStateClass(SqlState state, String className) {
        LaninException cause = new LaninException(state, "boom");
        SQLException e = SqlExceptions.translate(cause);
        assertThat(e.getClass().getName()).isEqualTo(className);
        assertThat((Object) e).isInstanceOf(SQLException.class);
        assertThat(e.getSQLState()).isEqualTo(state.code());
        assertThat(e.getMessage()).isEqualTo("boom");
        assertThat(e.getCause()).isSameAs(cause);
    }

    @Test
    void queryCanceledIsATimeoutOnlyWhenTheTimeoutFired() {
        LaninException e = LaninException.of(EngineMsg.STATEMENT_TIMEOUT);
        SqlAssert.check(SqlExceptions.translate(e, true), SQLTimeoutException.class, "57014");
        assertThat((Object) SqlExceptions.translate(e, false)).isNotInstanceOf(SQLTimeoutException.class);
        LaninException unique = LaninException.of(EngineMsg.UNIQUE_VIOLATION, "k", "id", "1");
        SqlAssert.check(SqlExceptions.translate(unique, true), SQLIntegrityConstraintViolationException.class, "23505");
    }

    @Test
    void hintsStayInTheMessage() {
        LaninException e = LaninException.withHint("try this", EngineMsg.UNDEFINED_TABLE, "t");
        assertThat(SqlExceptions.translate(e).getMessage()).contains("relation \"t\" does not exist").contains("try this");
    }

    @Test
    void driverMessagesUseTheSameMapping() {
        SqlAssert.check(JdbcMsg.UNSUPPORTED.error("x"), SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.check(JdbcMsg.CONNECTION_CLOSED.error(), SQLNonTransientConnectionException.class, "08003");
        SqlAssert.check(JdbcMsg.MALFORMED_URL.error("u", "r"), SQLNonTransientConnectionException.class, "08001");
        SqlAssert.check(JdbcMsg.COLUMN_LABEL.error("x"), SQLSyntaxErrorException.class, "42703");
        SqlAssert.check(JdbcMsg.COLUMN_INDEX.error(3, 2), SQLDataException.class, "22023");
        SqlAssert.check(SqlExceptions.create("40P01", "m", null), SQLTransactionRollbackException.class, "40P01");
    }
}
