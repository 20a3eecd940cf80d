package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.sql.SQLException;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;

/** Assertions on SQLExceptions (which AssertJ would otherwise treat as Iterables). */
final class SqlAssert {
    private SqlAssert() {
    }

    /** Asserts {@code e} is a {@code type} with SQLSTATE {@code state}; returns it. */
    static SQLException check(Throwable e, Class<? extends SQLException> type, String state) {
        assertThat((Object) e).isInstanceOf(type);
        assertThat(((SQLException) e).getSQLState()).isEqualTo(state);
        return (SQLException) e;
    }

    /** Runs {@code call}, which must throw a {@code type} with SQLSTATE {@code state}. */
    static SQLException fails(ThrowingCallable call, Class<? extends SQLException> type, String state) {
        Throwable t = catchThrowable(call);
        assertThat((Object) t).as("expected %s %s", type.getSimpleName(), state).isNotNull();
        return check(t, type, state);
    }
}
