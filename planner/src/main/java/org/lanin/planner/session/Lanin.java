package org.lanin.planner.session;

import java.util.Map;

/**
 * Entry point: opens sessions on in-memory databases.
 * <ul>
 *   <li>{@code openMemory("shop", settings)}: the database named "shop" of this JVM, created on
 *       first use; it lives while a session on it is open, or for the JVM's life when the
 *       setting {@code keep=true} was given by any session opening it.</li>
 *   <li>{@code openMemory("", settings)}: a private database that dies with the session.</li>
 * </ul>
 * {@code settings} are connection settings (URL {@code ;key=value} pairs and JDBC Properties);
 * unknown keys fail with SQLSTATE 42704, bad values with 22023.
 */
public final class Lanin {
    private Lanin() {
    }

    public static Session openMemory(String name, Map<String, String> settings) {
        return DatabaseRegistry.INSTANCE.open(name, settings);
    }

    /** Product version reported by DatabaseMetaData. */
    public static String version() {
        return "0.1.0";
    }
}
