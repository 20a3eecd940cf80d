package org.lanin.bench.run;

import java.io.PrintStream;
import java.util.Locale;

/**
 * The stderr progress line: which workload, engine, thread count and round is running, and an
 * estimate of the time left. The plan is counted in "planned seconds" (sample durations plus a
 * set-up allowance); the estimate scales what remains by how fast planned seconds went so far.
 */
public final class Progress {
    private final PrintStream out;
    private final long startNanos = System.nanoTime();
    private final double plannedTotal;
    private final boolean console = System.console() != null;
    private double plannedDone;
    private long lastPrintNanos;

    public Progress(PrintStream out, double plannedTotalSeconds) {
        this.out = out;
        this.plannedTotal = Math.max(plannedTotalSeconds, 1e-9);
    }

    /** Shows the step about to run; {@code plannedSeconds} is counted as done when the next one starts. */
    public void step(String what, double plannedSeconds) {
        double elapsed = (System.nanoTime() - startNanos) / 1e9;
        String eta = plannedDone <= 0 ? "?" : duration(elapsed / plannedDone * (plannedTotal - plannedDone));
        String line = String.format(Locale.ROOT, "[%3d%%] %-70s ETA %-8s", (int) (100 * plannedDone / plannedTotal), what, eta);
        long now = System.nanoTime();
        if (console) {
            out.print("\r" + line);
            out.flush();
        } else if (now - lastPrintNanos > 5_000_000_000L) {
            // Redirected: one line every few seconds instead of carriage returns.
            out.println(line.stripTrailing());
            lastPrintNanos = now;
        }
        plannedDone = Math.min(plannedTotal, plannedDone + plannedSeconds);
    }

    /** Ends the current line (before a table is printed to stdout). */
    public void newline() {
        if (console) {
            out.println();
        }
    }

    public double elapsedSeconds() {
        return (System.nanoTime() - startNanos) / 1e9;
    }

    static String duration(double seconds) {
        long s = Math.round(Math.max(0, seconds));
        return s >= 60 ? (s / 60) + "m" + String.format(Locale.ROOT, "%02d", s % 60) + "s" : s + "s";
    }
}
