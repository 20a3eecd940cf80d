package org.lanin.planner.parse;

import java.util.concurrent.atomic.AtomicReference;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.statement.Statement;

/**
 * Parses deeply nested text on a thread of its own with a larger stack. JSqlParser's lookahead
 * recurses through a dozen methods per parenthesis level, and how much stack each level takes
 * depends on how the JIT has compiled them by then: 400 nested calls parse on a 1 MB thread stack
 * while the parser is cold and overflow it (54001) once it is warm (measured with 5.3 on JDK 17:
 * from the fifth parse of the same statement on). PostgreSQL answers such statements, so text
 * nested past {@link #NESTING} levels is parsed on a helper thread with {@link #STACK_BYTES} of
 * stack, the caller waiting. Everything else stays on the caller's thread (a thread per statement
 * would cost more than most parses). Cancel and statement_timeout reach the parser through its
 * {@link ParseInterrupt} as before; a Java interrupt of the waiting caller cancels the parse.
 */
final class DeepParse {
    /** Parenthesis depth above which the parse moves to a helper thread (ordinary SQL nests under 10). */
    static final int NESTING = 32;
    /**
     * Depth from which it stays on the caller's thread again: text nested this deep overflows a
     * 1 MB stack at once (54001), as it did before, rather than running into backtracking.
     */
    static final int MAX_NESTING = 1000;
    /**
     * Stack of the helper thread: PostgreSQL's default max_stack_depth. Room for the levels a cold
     * 1 MB stack takes, warm; not much more, so that text nested thousands deep still overflows at
     * once (54001) instead of running into the backtracking of JSqlParser's lookahead, which its
     * step budget does not bound (10,000 nested parentheses ran for minutes on a 64 MB stack).
     */
    static final long STACK_BYTES = 2L << 20;

    /** A parse that may throw JSqlParser's checked exception. */
    interface Parse {
        Statement run() throws ParseException;
    }

    private DeepParse() {
    }

    /** Runs {@code parse} on a helper thread and returns or throws what it did there. */
    static Statement onLargeStack(Parse parse, ParseInterrupt interrupt) throws ParseException {
        AtomicReference<Statement> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                result.set(parse.run());
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "lanin-deep-parse", STACK_BYTES);
        t.setDaemon(true);
        t.start();
        boolean interrupted = false;
        while (true) {
            try {
                t.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
                if (interrupt != null) {
                    interrupt.cancel();
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable e = failure.get();
        if (e instanceof ParseException p) {
            throw p;
        }
        if (e instanceof RuntimeException r) {
            throw r;
        }
        if (e instanceof Error err) {
            throw err;
        }
        return result.get();
    }
}
