package org.lanin.engine.type;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.lanin.engine.error.LaninException;

/** Asserts a LaninException with a SQLSTATE and primary message. */
public final class ErrorAssert {
    private ErrorAssert() {
    }

    public static void fails(ThrowingCallable call, String sqlState, String message) {
        assertThatThrownBy(call).isInstanceOf(LaninException.class)
                .satisfies(e -> org.assertj.core.api.Assertions.assertThat(((LaninException) e).state().code()).isEqualTo(sqlState))
                .satisfies(e -> org.assertj.core.api.Assertions.assertThat(((LaninException) e).primaryMessage()).startsWith(message));
    }
}
