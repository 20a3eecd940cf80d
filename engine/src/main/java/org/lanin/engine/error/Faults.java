package org.lanin.engine.error;

/**
 * The one translation of Java throwables that are not {@link LaninException}s into SQLSTATE-coded
 * errors, used where a statement's work is caught (the session) and where the driver meets the
 * engine. What a user may see, in PostgreSQL's terms:
 * <ul>
 *   <li>{@link StackOverflowError}: 54001 "stack depth limit exceeded", as PostgreSQL's
 *       check_stack_depth() reports a statement that nests too deeply. The stack has been unwound
 *       by the time it is caught, so the session can go on;</li>
 *   <li>any other {@link VirtualMachineError} (OutOfMemoryError, InternalError): never swallowed,
 *       rethrown as it is, since the JVM may no longer be able to do anything sensible;</li>
 *   <li>anything else is a bug in Lanin: XX000 (PostgreSQL's internal_error) whose message names
 *       the Java exception, with the exception as the cause for debugging.</li>
 * </ul>
 */
public final class Faults {
    private Faults() {
    }

    /** The user-facing error for {@code t}; rethrows VirtualMachineErrors other than stack overflow. */
    public static LaninException translate(Throwable t) {
        if (t instanceof LaninException e) {
            return e;
        }
        if (t instanceof StackOverflowError) {
            return new LaninException(SqlState.STATEMENT_TOO_COMPLEX, EngineMsg.STACK_DEPTH_EXCEEDED.format(),
                    EngineMsg.STACK_DEPTH_HINT.format(), t);
        }
        if (t instanceof VirtualMachineError fatal) {
            throw fatal;
        }
        return new EngineBug(t.toString(), t);
    }
}
