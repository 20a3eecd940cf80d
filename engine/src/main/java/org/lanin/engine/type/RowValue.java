package org.lanin.engine.type;

import java.util.Arrays;
import java.util.List;

/**
 * A row value (PostgreSQL's record): a whole-row reference {@code t} of a relation in a query,
 * its column names and values in column order. Read-only once built. Its text is record_out's:
 * {@code (1,abc,,"a b")}, a NULL field empty, a field quoted when it is empty or holds a quote, a
 * backslash, a parenthesis, a comma or white space (quotes and backslashes doubled inside).
 * Equal when the values are, NULLs equal ({@link ValueEquality#same}, as grouping sees them); {@code IS NULL} of a row is true when every
 * field is NULL ({@link #allNull}).
 */
public final class RowValue {
    private final List<String> names;
    private final Object[] values;

    public RowValue(List<String> names, Object[] values) {
        this.names = names;
        this.values = values;
    }

    public List<String> names() {
        return names;
    }

    public int size() {
        return values.length;
    }

    public Object get(int i) {
        return values[i];
    }

    /** Every field is NULL (the row IS NULL); a row without fields is not. */
    public boolean allNull() {
        for (Object v : values) {
            if (v != null) {
                return false;
            }
        }
        return values.length > 0;
    }

    /** Every field is not NULL (the row IS NOT NULL). */
    public boolean noneNull() {
        for (Object v : values) {
            if (v == null) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return text(values);
    }

    /** record_out's text of a row of {@code fields} (also what a row-valued call in an expression gives). */
    public static String text(Object[] fields) {
        StringBuilder b = new StringBuilder("(");
        for (int i = 0; i < fields.length; i++) {
            if (i > 0) {
                b.append(',');
            }
            if (fields[i] != null) {
                appendField(b, TextFormat.format(fields[i]));
            }
        }
        return b.append(')').toString();
    }

    private static void appendField(StringBuilder b, String text) {
        boolean quote = text.isEmpty();
        for (int k = 0; k < text.length() && !quote; k++) {
            char c = text.charAt(k);
            quote = c == '"' || c == '\\' || c == '(' || c == ')' || c == ',' || Character.isWhitespace(c);
        }
        if (quote) {
            b.append('"');
        }
        for (int k = 0; k < text.length(); k++) {
            char c = text.charAt(k);
            if (c == '"' || c == '\\') {
                b.append(c);
            }
            b.append(c);
        }
        if (quote) {
            b.append('"');
        }
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof RowValue r) || r.values.length != values.length) {
            return false;
        }
        for (int i = 0; i < values.length; i++) {
            if (!ValueEquality.same(values[i], r.values[i])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (Object v : values) {
            h = 31 * h + ValueEquality.hash(v);
        }
        return h;
    }

    /** For debugging: names and values. */
    public String describe() {
        return names + Arrays.toString(values);
    }
}
