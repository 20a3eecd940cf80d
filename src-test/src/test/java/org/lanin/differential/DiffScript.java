package org.lanin.differential;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A differential script: statements end with {@code ;} at the end of a line; {@code --} lines are
 * comments, and {@code -- name: x} names the next statement. Unnamed statements are named by ordinal.
 */
record DiffScript(String name, List<Step> steps) {

    /** One SQL statement; whether it is a query is decided by running it. */
    record Step(String name, int line, String sql) {
        boolean isOrdered() {
            return OrderBy.atTopLevel(sql);
        }
    }

    static DiffScript load(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<Step> steps = new ArrayList<>();
        StringBuilder sql = new StringBuilder();
        String pendingName = null;
        int startLine = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String trimmed = line.trim();
            if (sql.length() == 0 && trimmed.startsWith("-- name:")) {
                pendingName = trimmed.substring("-- name:".length()).trim();
                continue;
            }
            if (trimmed.isEmpty() || trimmed.startsWith("--")) {
                continue;
            }
            if (sql.length() == 0) {
                startLine = i + 1;
            } else {
                sql.append('\n');
            }
            sql.append(line);
            if (trimmed.endsWith(";")) {
                String text = sql.substring(0, sql.lastIndexOf(";")).trim();
                steps.add(new Step(pendingName != null ? pendingName : "s" + (steps.size() + 1), startLine, text));
                sql.setLength(0);
                pendingName = null;
            }
        }
        if (sql.length() > 0) {
            throw new IllegalArgumentException(file + ":" + startLine + ": statement without a final ';'");
        }
        String fileName = file.getFileName().toString();
        return new DiffScript(fileName.substring(0, fileName.length() - ".sql".length()), List.copyOf(steps));
    }
}
