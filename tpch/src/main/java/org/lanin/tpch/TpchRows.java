package org.lanin.tpch;

import io.trino.tpch.TpchColumn;
import io.trino.tpch.TpchEntity;
import io.trino.tpch.TpchTable;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * The generated rows of one table at one scale factor, as {@code Object[]} in the schema's
 * column order and types: keys and integers as {@code Integer} (the schema's {@code integer};
 * even l_orderkey fits up to scale 300), money and quantities as {@code BigDecimal} with scale 2,
 * dates as {@code LocalDate}, text as {@code String}.
 */
public final class TpchRows {
    /** Load order: referenced tables first, as a loader with foreign keys would need. */
    public static final List<String> TABLES = List.of(
            "region", "nation", "part", "supplier", "partsupp", "customer", "orders", "lineitem");

    private TpchRows() {
    }

    /** The generator's column names of {@code table}, in schema order. */
    public static List<String> columns(String table) {
        return generator(table).getColumns().stream().map(TpchColumn::getColumnName).toList();
    }

    /** Every row of {@code table} at {@code scaleFactor}, generated lazily. */
    public static Iterable<Object[]> rows(String table, double scaleFactor) {
        return () -> convert(generator(table), scaleFactor);
    }

    private static <E extends TpchEntity> Iterator<Object[]> convert(TpchTable<E> t, double scaleFactor) {
        List<TpchColumn<E>> columns = t.getColumns();
        Iterator<E> it = t.createGenerator(scaleFactor, 1, 1).iterator();
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public Object[] next() {
                E e = it.next();
                Object[] row = new Object[columns.size()];
                for (int i = 0; i < row.length; i++) {
                    row[i] = value(columns.get(i), e);
                }
                return row;
            }
        };
    }

    static <E extends TpchEntity> Object value(TpchColumn<E> c, E e) {
        return switch (c.getType().getBase()) {
            case IDENTIFIER -> Math.toIntExact(c.getIdentifier(e));
            case INTEGER -> c.getInteger(e);
            // Every TPC-H decimal has two places and the generator derives the double from cents.
            case DOUBLE -> BigDecimal.valueOf(Math.round(c.getDouble(e) * 100), 2);
            // The generator's dates are days since 1970-01-01.
            case DATE -> LocalDate.ofEpochDay(c.getDate(e));
            case VARCHAR -> c.getString(e);
        };
    }

    private static TpchTable<?> generator(String table) {
        return TpchTable.getTable(table.toLowerCase(Locale.ROOT));
    }
}
