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

    /**
     * The file database in directory {@code path} (created on first open; {@code ~} at the start
     * means the user's home directory; relative to the working directory otherwise). Shared by
     * every session of this JVM that names the same directory; refused with 55006 while another
     * JVM has it open.
     */
    public static Session openFile(String path, Map<String, String> settings) {
        return DatabaseRegistry.INSTANCE.openFile(resolve(path), settings);
    }

    static java.nio.file.Path resolve(String path) {
        String p = path;
        if (p.equals("~") || p.startsWith("~/") || p.startsWith("~" + java.io.File.separator)) {
            p = System.getProperty("user.home") + p.substring(1);
        }
        java.nio.file.Path abs = java.nio.file.Path.of(p).toAbsolutePath().normalize();
        try {
            return java.nio.file.Files.exists(abs) ? abs.toRealPath() : abs;
        } catch (java.io.IOException e) {
            return abs;
        }
    }

    /** Product version reported by DatabaseMetaData. */
    public static String version() {
        return "0.1.0";
    }
}
