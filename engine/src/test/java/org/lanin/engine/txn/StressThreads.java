package org.lanin.engine.txn;

import java.util.concurrent.ConcurrentLinkedQueue;

/** The stress tests' threads: each collects what it throws, and the test rethrows them all at the end. */
final class StressThreads {
    private final ConcurrentLinkedQueue<Throwable> errors = new ConcurrentLinkedQueue<>();

    interface Body {
        void run() throws Exception;
    }

    /** A thread (not started) running {@code body}, whose failure is kept for {@link #rethrow}. */
    Thread thread(Body body) {
        return new Thread(() -> {
            try {
                body.run();
            } catch (Throwable e) {
                errors.add(e);
            }
        });
    }

    /** Fails with the first thread's error, the others suppressed, if any thread failed. */
    void rethrow() {
        if (!errors.isEmpty()) {
            AssertionError e = new AssertionError(errors.peek());
            errors.forEach(e::addSuppressed);
            throw e;
        }
    }
}
