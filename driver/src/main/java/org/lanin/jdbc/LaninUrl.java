package org.lanin.jdbc;

import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * A parsed {@code jdbc:lanin:} URL: {@code jdbc:lanin:mem:NAME} (a named in-memory database shared
 * in this JVM), {@code jdbc:lanin:mem:} (a private one), each optionally followed by
 * {@code ;key=value} settings. Setting keys are case-insensitive (kept lower case); a key given
 * twice keeps its last value. {@code jdbc:lanin:file:PATH} is a file database (a directory).
 *
 * @param kind     "mem" or "file"
 * @param name     database name or file path; "" for a private in-memory database
 * @param settings settings from the URL, in order of appearance
 */
record LaninUrl(String url, String kind, String name, Map<String, String> settings) {
    static final String PREFIX = "jdbc:lanin:";

    static boolean accepts(String url) {
        return url != null && url.startsWith(PREFIX);
    }

    static LaninUrl parse(String url) throws SQLException {
        if (!accepts(url)) {
            throw JdbcMsg.NOT_LANIN_URL.error(url);
        }
        String rest = url.substring(PREFIX.length());
        int colon = rest.indexOf(':');
        String kind = colon < 0 ? rest : rest.substring(0, colon);
        if (colon < 0 || !(kind.equals("mem") || kind.equals("file"))) {
            throw JdbcMsg.MALFORMED_URL.error(url, "expected jdbc:lanin:mem:NAME or jdbc:lanin:file:PATH");
        }
        String[] parts = rest.substring(colon + 1).split(";", -1);
        String name = parts[0].trim();
        if (kind.equals("file") && name.isEmpty()) {
            throw JdbcMsg.MALFORMED_URL.error(url, "the file path is empty");
        }
        Map<String, String> settings = new LinkedHashMap<>();
        for (int i = 1; i < parts.length; i++) {
            if (parts[i].isBlank() && i == parts.length - 1) {
                continue; // a trailing ';' is harmless
            }
            int eq = parts[i].indexOf('=');
            if (eq <= 0 || parts[i].substring(0, eq).isBlank()) {
                throw JdbcMsg.MALFORMED_URL.error(url, "setting \"" + parts[i] + "\" is not key=value");
            }
            settings.put(key(parts[i].substring(0, eq)), parts[i].substring(eq + 1).trim());
        }
        return new LaninUrl(url, kind, name, Map.copyOf(settings));
    }

    boolean isFile() {
        return kind.equals("file");
    }

    /**
     * The settings a connection opens with: the URL's, then the Properties' on top (a property
     * overrides the same key in the URL). {@code user} and {@code password} are accepted and
     * dropped: an embedded database has no authentication.
     */
    Map<String, String> settingsWith(Properties info) {
        Map<String, String> merged = new LinkedHashMap<>(settings);
        if (info != null) {
            for (String k : info.stringPropertyNames()) {
                merged.put(key(k), info.getProperty(k));
            }
        }
        merged.remove("user");
        merged.remove("password");
        return merged;
    }

    private static String key(String raw) {
        return raw.trim().toLowerCase(Locale.ROOT);
    }
}
