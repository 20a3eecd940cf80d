package org.lanin.dump;

import java.io.IOException;
import java.io.Writer;

/**
 * One object's statement with pg_dump's comment header ({@code -- Name: t; Type: TABLE; Schema:
 * public}). {@code schema} is "-" for objects outside a schema (schemas themselves).
 */
record DumpEntry(String name, String type, String schema, String sql) {
    void write(Writer out) throws IOException {
        out.write("--\n-- Name: " + name + "; Type: " + type + "; Schema: " + schema + "\n--\n\n");
        out.write(sql);
        out.write("\n\n\n");
    }
}
