package org.lanin.tpch;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The TPC-H DDL, read from {@code schema.sql} beside this class (the one copy, also read by the
 * PostgreSQL recording script): {@link #TABLES} creates the eight tables with the spec's types and
 * primary keys, {@link #INDEXES} the foreign-key indexes, run after the load.
 */
public final class TpchSchema {
    public static final List<String> TABLES = section("tables");
    public static final List<String> INDEXES = section("indexes");

    private TpchSchema() {
    }

    /** The statements of section {@code name}, without comments or the final ';'. */
    static List<String> section(String name) {
        List<String> out = new ArrayList<>();
        boolean inSection = false;
        StringBuilder stmt = new StringBuilder();
        for (String line : text().split("\n")) {
            String t = line.strip();
            if (t.startsWith("-- section:")) {
                inSection = t.substring("-- section:".length()).strip().equals(name);
                continue;
            }
            if (!inSection || t.isEmpty() || t.startsWith("--")) {
                continue;
            }
            stmt.append(stmt.length() == 0 ? "" : "\n").append(line.stripTrailing());
            if (t.endsWith(";")) {
                out.add(stmt.substring(0, stmt.length() - 1));
                stmt.setLength(0);
            }
        }
        if (out.isEmpty() || stmt.length() > 0) {
            throw new IllegalStateException("schema.sql: section '" + name + "' is empty or unterminated");
        }
        return List.copyOf(out);
    }

    private static String text() {
        try (InputStream in = TpchSchema.class.getResourceAsStream("schema.sql")) {
            if (in == null) {
                throw new IllegalStateException("schema.sql is not on the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
