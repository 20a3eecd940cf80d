package org.lanin.engine.error;

/**
 * A user-facing error: carries a PostgreSQL SQLSTATE and a message from a {@link Msg} catalogue.
 * Internal faults use {@link EngineBug} instead.
 */
public class LaninException extends RuntimeException {
    private final SqlState state;
    private final String hint;

    public LaninException(SqlState state, String message) {
        this(state, message, null, null);
    }

    public LaninException(SqlState state, String message, String hint, Throwable cause) {
        super(message, cause);
        this.state = state;
        this.hint = hint;
    }

    /** Builds the error for a catalogue entry with its arguments. */
    public static LaninException of(Msg msg, Object... args) {
        return new LaninException(msg.state(), msg.format(args));
    }

    /** Same, with a hint such as "Perhaps you meant to reference the column ...". */
    public static LaninException withHint(String hint, Msg msg, Object... args) {
        return new LaninException(msg.state(), msg.format(args), hint, null);
    }

    public SqlState state() {
        return state;
    }

    public String hint() {
        return hint;
    }

    @Override
    public String getMessage() {
        return hint == null ? super.getMessage() : super.getMessage() + "\n  Hint: " + hint;
    }

    /** The message without the hint. */
    public String primaryMessage() {
        return super.getMessage();
    }
}
