package org.lanin.testkit;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Locale;

import org.junit.jupiter.api.Assumptions;

/**
 * THE single switch that keeps Lanin-dependent tests skipped while the driver is a skeleton.
 *
 * <p>Every test that needs Lanin calls {@link #assume()}. It probes
 * {@code DriverManager.getConnection("jdbc:lanin:mem:")} once per JVM; when that fails with
 * "No suitable driver" or a not-implemented error the test is skipped (JUnit assumption), any
 * other failure is a real failure. To make Lanin mandatory once it works, delete the body of
 * {@link #assume()} (or run with {@code -Dlanin.required=true}, which turns skips into failures).
 */
public final class LaninAvailable {
    private static final String PROBE_URL = "jdbc:lanin:mem:";
    private static volatile String unavailableReason;
    private static volatile boolean probed;

    private LaninAvailable() {
    }

    /** Skips the calling test (JUnit assumption) while Lanin cannot open a connection. */
    public static void assume() {
        String reason = probe();
        if (reason != null && Boolean.getBoolean("lanin.required")) {
            throw new AssertionError("Lanin required (-Dlanin.required=true) but " + reason);
        }
        Assumptions.assumeTrue(reason == null, () -> "Lanin not available yet: " + reason);
    }

    /** True when a Lanin connection can be opened; never throws. */
    public static boolean isAvailable() {
        return probe() == null;
    }

    private static synchronized String probe() {
        if (!probed) {
            unavailableReason = tryConnect();
            probed = true;
        }
        return unavailableReason;
    }

    private static String tryConnect() {
        try (Connection c = DriverManager.getConnection(PROBE_URL)) {
            return null;
        } catch (SQLFeatureNotSupportedException e) {
            return "driver says not supported: " + e.getMessage();
        } catch (SQLException e) {
            if (looksUnimplemented(e)) {
                return e.getMessage();
            }
            throw new AssertionError("Lanin driver present but connecting failed", e);
        } catch (UnsupportedOperationException | LinkageError e) {
            return e.toString();
        } catch (RuntimeException e) {
            if (looksUnimplemented(e)) {
                return e.toString();
            }
            throw new AssertionError("Lanin driver present but connecting failed", e);
        }
    }

    private static boolean looksUnimplemented(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof UnsupportedOperationException || t instanceof SQLFeatureNotSupportedException) {
                return true;
            }
            String m = String.valueOf(t.getMessage()).toLowerCase(Locale.ROOT);
            if (m.contains("no suitable driver") || m.contains("not implemented") || m.contains("not yet implemented")) {
                return true;
            }
        }
        return false;
    }
}
