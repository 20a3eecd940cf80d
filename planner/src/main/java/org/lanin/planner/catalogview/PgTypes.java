package org.lanin.planner.catalogview;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;

/**
 * pg_type as PostgreSQL 15 has it for the types Lanin knows, from {@code pg_type.tsv} (recorded
 * from PostgreSQL; the command is in the file), and the mapping from Lanin's types to their oids
 * and {@code format_type} spellings.
 */
public final class PgTypes {
    /** One recorded pg_type row: the columns of the file, in order. */
    public record TypeRow(long oid, String name, short len, boolean byVal, String type, String category,
                          boolean preferred, String delim, long elem, long array, String input, String output,
                          String receive, String send, String align, String storage, long collation, String formatted) {
    }

    private static final List<TypeRow> ROWS = load();
    private static final Map<Long, TypeRow> BY_OID = new HashMap<>();
    private static final Map<String, TypeRow> BY_NAME = new HashMap<>();

    static {
        for (TypeRow r : ROWS) {
            BY_OID.put(r.oid(), r);
            BY_NAME.put(r.name(), r);
            BY_NAME.putIfAbsent(r.formatted(), r);
        }
    }

    private PgTypes() {
    }

    static List<TypeRow> rows() {
        return ROWS;
    }

    public static TypeRow byOid(long oid) {
        return BY_OID.get(oid);
    }

    /** A type by pg_type name ("int4") or format_type spelling ("integer"); null if unknown. */
    public static TypeRow byName(String name) {
        return BY_NAME.get(name);
    }

    /** pg_type oid of a Lanin type. */
    public static long oid(DataType t) {
        if (t.kind() == TypeKind.ARRAY) {
            TypeRow element = t.element() == null ? null : BY_OID.get(oid(t.element()));
            return element == null ? 705 : element.array(); // as before (unknown) when the element has no pg_type row here
        }
        return switch (t.kind()) {
            case BOOLEAN -> 16;
            case SMALLINT -> 21;
            case INTEGER -> 23;
            case BIGINT -> 20;
            case NUMERIC -> 1700;
            case REAL -> 700;
            case DOUBLE -> 701;
            case TEXT -> 25;
            case VARCHAR -> 1043;
            case CHAR -> 1042;
            case BYTEA -> 17;
            case DATE -> 1082;
            case TIME -> 1083;
            case TIMESTAMP -> 1114;
            case TIMESTAMPTZ -> 1184;
            case UUID -> 2950;
            case INTERVAL -> 1186;
            case JSON -> 114;
            case JSONB -> 3802;
            case TSVECTOR -> 3614;
            case TSQUERY -> 3615;
            case RECORD -> 2249;
            case OID -> org.lanin.engine.type.OidAlias.of(t) != null ? org.lanin.engine.type.OidAlias.of(t).typeOid() : 26;
            case NAME -> 19;
            case CHAR1 -> 18;
            default -> 705;
        };
    }

    /** atttypmod as PostgreSQL stores it: length + 4 for varchar/char, (p << 16 | s) + 4 for numeric, else -1. */
    public static int typmod(DataType t) {
        if (!t.hasLength()) {
            return -1;
        }
        if (t.kind() == TypeKind.NUMERIC) {
            return ((t.length() << 16) | Math.max(t.scale(), 0)) + 4;
        }
        return (t.kind() == TypeKind.VARCHAR || t.kind() == TypeKind.CHAR) && t.hasLength() ? t.length() + 4 : -1;
    }

    /** PostgreSQL's format_type(oid, typmod); null for an unknown oid, as PostgreSQL shows "???". */
    public static String format(long oid, Integer typmod) {
        TypeRow r = BY_OID.get(oid);
        if (r == null) {
            return "???";
        }
        if (typmod != null && typmod < 0 && oid == 1042) {
            return "bpchar"; // format_type_extended: "character" alone would read back as character(1)
        }
        if (typmod == null || typmod < 0) {
            return r.formatted();
        }
        return switch ((int) oid) {
            case 1043, 1042 -> r.formatted() + "(" + (typmod - 4) + ")";
            case 1700 -> "numeric(" + ((typmod - 4) >> 16) + "," + ((typmod - 4) & 0xffff) + ")";
            default -> r.formatted();
        };
    }

    private static List<TypeRow> load() {
        List<TypeRow> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                PgTypes.class.getResourceAsStream("pg_type.tsv"), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                String[] f = line.split("\\|", -1);
                out.add(new TypeRow(Long.parseLong(f[0]), f[1], Short.parseShort(f[2]), f[3].equals("t"), f[4], f[5],
                        f[6].equals("t"), f[7], Long.parseLong(f[8]), Long.parseLong(f[9]), f[10], f[11], f[12],
                        f[13], f[14], f[15], Long.parseLong(f[16]), f[17]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
