package org.lanin.tpch;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * One of the 22 TPC-H queries: its number, its PostgreSQL text (from {@code queries/qNN.sql},
 * header comments kept) and the 0-based result columns its ORDER BY sorts on (from the
 * {@code -- order by columns:} header), which the answer comparison needs to accept rows tied on
 * all of them in any order.
 */
public record TpchQuery(int number, String sql, List<Integer> orderColumns) {
    private static final String ORDER_HEADER = "-- order by columns:";

    /** All 22, Q1 first. */
    public static final List<TpchQuery> ALL = IntStream.rangeClosed(1, 22).mapToObj(TpchQuery::load).toList();

    /** "Q1" ... "Q22". */
    public String name() {
        return "Q" + number;
    }

    /** "q01" ... "q22": the file stem of the query and of its recorded answer. */
    public String fileStem() {
        return String.format(Locale.ROOT, "q%02d", number);
    }

    public static TpchQuery get(int number) {
        return ALL.get(number - 1);
    }

    static TpchQuery load(int number) {
        String stem = String.format(Locale.ROOT, "q%02d", number);
        String sql = resource("queries/" + stem + ".sql").strip();
        List<Integer> order = null;
        for (String line : sql.split("\n")) {
            if (line.startsWith(ORDER_HEADER)) {
                order = parseOrder(line.substring(ORDER_HEADER.length()));
            }
        }
        if (order == null) {
            throw new IllegalStateException(stem + ".sql has no '" + ORDER_HEADER + "' header");
        }
        return new TpchQuery(number, sql, order);
    }

    /** "2 desc, 1" -> [1, 0]. */
    static List<Integer> parseOrder(String spec) {
        List<Integer> out = new ArrayList<>();
        for (String part : spec.split(",")) {
            String p = part.strip();
            if (!p.isEmpty()) {
                out.add(Integer.parseInt(p.split("\\s+")[0]) - 1);
            }
        }
        return List.copyOf(out);
    }

    private static String resource(String path) {
        try (InputStream in = TpchQuery.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is not on the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
