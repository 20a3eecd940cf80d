package org.lanin.pgregress;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.PreparedStatement;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The client side of {@code COPY table [(columns)] FROM STDIN | 'file' [NULL 'x']} in PostgreSQL's
 * text format, done with a prepared INSERT per row (Lanin has no COPY; through JDBC it is a client
 * feature anyway, pgJDBC's CopyManager). The rows go in in one transaction, so a bad row loads
 * none, as with COPY. The runner counts these statements as not run: they load the data the
 * script's queries need, they do not test Lanin's COPY.
 */
final class CopyIn {
    private static final Pattern COPY = Pattern.compile(
            "(?is)\\s*copy\\s+((?:[\\w.]|\"(?:[^\"]|\"\")*\")+)\\s*(\\([^)]*\\))?\\s*from\\s+(stdin|stdout|pstdin|'([^']*)')(.*)");
    private static final Pattern NULL_OPTION = Pattern.compile("(?is).*\\bnull\\s+(?:as\\s+)?'([^']*)'.*");

    private CopyIn() {
    }

    /** Whether {@code sql} is a COPY FROM this class can do. */
    static boolean handles(String sql) {
        Matcher m = COPY.matcher(sql);
        return m.matches() && !m.group(5).toLowerCase(Locale.ROOT).matches("(?s).*\\b(csv|binary|format)\\b.*");
    }

    /** Loads the rows; {@code stdin} holds the script's data lines for FROM STDIN. */
    static void run(Connection c, String sql, List<String> stdin) throws SQLException, IOException {
        Matcher m = COPY.matcher(sql);
        if (!m.matches()) {
            throw new IllegalArgumentException(sql);
        }
        List<String> data = m.group(4) != null
                ? Files.readAllLines(Path.of(m.group(4)), StandardCharsets.UTF_8) : stdin;
        Matcher nm = NULL_OPTION.matcher(m.group(5));
        String nullMarker = nm.matches() ? nm.group(1) : "\\N";
        String prefix = "INSERT INTO " + m.group(1) + (m.group(2) == null ? "" : " " + m.group(2)) + " VALUES (";
        boolean auto = c.getAutoCommit();
        c.setAutoCommit(false);
        Map<Integer, PreparedStatement> byWidth = new HashMap<>();
        try {
            for (String line : data) {
                String[] fields = line.split("\t", -1);
                PreparedStatement ps = byWidth.get(fields.length);
                if (ps == null) {
                    ps = c.prepareStatement(prefix + String.join(", ", Collections.nCopies(fields.length, "?")) + ")");
                    byWidth.put(fields.length, ps);
                }
                for (int i = 0; i < fields.length; i++) {
                    ps.setString(i + 1, fields[i].equals(nullMarker) ? null : unescape(fields[i]));
                }
                ps.executeUpdate();
            }
            c.commit();
        } catch (SQLException | RuntimeException e) {
            c.rollback();
            throw e;
        } finally {
            for (PreparedStatement ps : byWidth.values()) {
                ps.close();
            }
            c.setAutoCommit(auto);
        }
    }

    /** COPY text format's backslash escapes. */
    static String unescape(String f) {
        if (f.indexOf('\\') < 0) {
            return f;
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < f.length(); i++) {
            char c = f.charAt(i);
            if (c != '\\' || i + 1 >= f.length()) {
                b.append(c);
                continue;
            }
            char n = f.charAt(++i);
            switch (n) {
                case 'b' -> b.append('\b');
                case 'f' -> b.append('\f');
                case 'n' -> b.append('\n');
                case 'r' -> b.append('\r');
                case 't' -> b.append('\t');
                case 'v' -> b.append('\u000B');
                case 'x' -> {
                    int end = i + 1;
                    while (end < f.length() && end < i + 3 && Character.digit(f.charAt(end), 16) >= 0) {
                        end++;
                    }
                    if (end == i + 1) {
                        b.append('x');
                    } else {
                        b.append((char) Integer.parseInt(f.substring(i + 1, end), 16));
                        i = end - 1;
                    }
                }
                default -> {
                    if (n >= '0' && n <= '7') {
                        int end = i;
                        while (end < f.length() && end < i + 3 && f.charAt(end) >= '0' && f.charAt(end) <= '7') {
                            end++;
                        }
                        b.append((char) Integer.parseInt(f.substring(i, end), 8));
                        i = end - 1;
                    } else {
                        b.append(n);
                    }
                }
            }
        }
        return b.toString();
    }
}
