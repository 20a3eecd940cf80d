package org.lanin.engine.error;

/** A "can't happen" fault inside Lanin (SQLSTATE XX000); carries debugging context. */
public final class EngineBug extends LaninException {
    public EngineBug(String context) {
        super(SqlState.INTERNAL_ERROR, "internal error: " + context);
    }

    public EngineBug(String context, Throwable cause) {
        super(SqlState.INTERNAL_ERROR, "internal error: " + context, null, cause);
    }
}
