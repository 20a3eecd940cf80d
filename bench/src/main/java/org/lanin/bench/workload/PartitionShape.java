package org.lanin.bench.workload;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The tables of seed 002 (PostgreSQL's "Generating partitioning tuple conversion maps faster"):
 * N int columns named {@code 'c' || left(md5(x::text), 10)} for x = 1..N, the first column being
 * the LIST key. {@code list} is the plain control; {@code listp} is LIST-partitioned with two
 * partitions made by PARTITION OF (same layout: no conversion map needed); {@code listpd}'s
 * parent had an extra first column dropped before its partitions were created (the layouts
 * differ: every routed row needs a map); {@code listpa} has partition 0 made by PARTITION OF and
 * partition 1 created on its own with the columns in reverse order, then attached (a map by name
 * with every column moved).
 */
public enum PartitionShape {
    PLAIN("list", false),
    LISTP("listp", true),
    LISTPD("listpd", true),
    LISTPA("listpa", true);

    private final String table;
    private final boolean partitioned;

    PartitionShape(String table, boolean partitioned) {
        this.table = table;
        this.partitioned = partitioned;
    }

    public String table() {
        return table;
    }

    public boolean partitioned() {
        return partitioned;
    }

    /** The seed's column name for x: "c" and the first 10 hex digits of md5(x). */
    static String column(int x) {
        try {
            byte[] d = MessageDigest.getInstance("MD5").digest(Integer.toString(x).getBytes(StandardCharsets.US_ASCII));
            return "c" + HexFormat.of().formatHex(d).substring(0, 10);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has MD5", e);
        }
    }

    /** The partition key: the column of x = 1 (the first live column of every shape). */
    static String key() {
        return column(1);
    }

    /** DDL creating this shape's table(s) with {@code width} int columns. */
    List<String> ddl(int width) {
        String cols = columns(IntStream.rangeClosed(1, width));
        String by = " PARTITION BY LIST (" + key() + ")";
        List<String> out = new ArrayList<>();
        switch (this) {
            case PLAIN -> out.add("CREATE TABLE " + table + " (" + cols + ")");
            case LISTP -> out.add("CREATE TABLE " + table + " (" + cols + ")" + by);
            case LISTPD -> {
                out.add("CREATE TABLE " + table + " (" + columns(IntStream.rangeClosed(0, width)) + ")" + by);
                out.add("ALTER TABLE " + table + " DROP COLUMN " + column(0));
            }
            case LISTPA -> {
                out.add("CREATE TABLE " + table + " (" + cols + ")" + by);
                out.add("CREATE TABLE " + table + "1 (" + columns(IntStream.rangeClosed(1, width).map(x -> width + 1 - x)) + ")");
                out.add("ALTER TABLE " + table + " ATTACH PARTITION " + table + "1 FOR VALUES IN (1)");
            }
            default -> throw new IllegalStateException(name());
        }
        if (partitioned) {
            out.add("CREATE TABLE " + table + "0 PARTITION OF " + table + " FOR VALUES IN (0)");
            if (this != LISTPA) {
                out.add("CREATE TABLE " + table + "1 PARTITION OF " + table + " FOR VALUES IN (1)");
            }
        }
        return out;
    }

    /** The seed's single-row INSERT of all 1s, as literal text. */
    String insert(int width) {
        return "INSERT INTO " + table + " VALUES (" + String.join(",", java.util.Collections.nCopies(width, "1")) + ")";
    }

    /** The seed's one-row UPDATE flipping the key between 0 and 1 ({@code % 2}: Lanin has no {@code &}). */
    String update() {
        return "UPDATE " + table + " SET " + key() + " = (" + key() + " + 1) % 2";
    }

    String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    private static String columns(IntStream xs) {
        return xs.mapToObj(x -> column(x) + " int").collect(Collectors.joining(", "));
    }
}
