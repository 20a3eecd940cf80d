package org.lanin.engine.func;

import static org.lanin.engine.type.TypeKind.TEXT;

import java.util.List;
import java.util.Set;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TextFormat;
import org.lanin.engine.type.TypeMsg;

/**
 * PostgreSQL's {@code format(fmt, args...)} ({@code %s}, {@code %I}, {@code %L}, {@code %%},
 * positions {@code %2$s}, widths {@code %10s} / {@code %-10s}, also taken from an argument with
 * {@code *}) and the quoting functions it uses: quote_ident (quotes unless the name is lower
 * case and not a reserved word; the reserved list is PostgreSQL's fully reserved keywords),
 * quote_literal and quote_nullable (E'' form when the text has a backslash).
 */
public final class FormatFunction {
    private static final Set<String> RESERVED = Set.of("all", "analyse", "analyze", "and", "any", "array", "as", "asc",
            "asymmetric", "both", "case", "cast", "check", "collate", "column", "constraint", "create", "current_catalog",
            "current_date", "current_role", "current_time", "current_timestamp", "current_user", "default", "deferrable",
            "desc", "distinct", "do", "else", "end", "except", "false", "fetch", "for", "foreign", "from", "grant",
            "group", "having", "in", "initially", "intersect", "into", "lateral", "leading", "limit", "localtime",
            "localtimestamp", "not", "null", "offset", "on", "only", "or", "order", "placing", "primary", "references",
            "returning", "select", "session_user", "some", "symmetric", "table", "then", "to", "trailing", "true",
            "union", "unique", "user", "using", "variadic", "when", "where", "window", "with", "authorization", "binary",
            "collation", "concurrently", "cross", "current_schema", "freeze", "full", "ilike", "inner", "is", "isnull",
            "join", "left", "like", "natural", "notnull", "outer", "overlaps", "right", "similar", "tablesample",
            "verbose", "between", "bigint", "bit", "boolean", "char", "character", "coalesce", "dec", "decimal",
            "exists", "extract", "float", "greatest", "grouping", "inout", "int", "integer", "interval", "least",
            "national", "nchar", "none", "normalize", "nullif", "numeric", "out", "overlay", "position", "precision",
            "real", "row", "setof", "smallint", "substring", "time", "timestamp", "treat", "trim", "values", "varchar",
            "xmlattributes", "xmlconcat", "xmlelement", "xmlexists", "xmlforest", "xmlnamespaces", "xmlparse", "xmlpi",
            "xmlroot", "xmlserialize", "xmltable");

    private FormatFunction() {
    }

    static void register(FunctionRegistry.Builder b) {
        b.add(new FunctionDef("format", List.of(TEXT), FunctionDef.Variadic.ANY, DataType.TEXT, false, Volatility.STABLE,
                (c, a) -> a[0] == null ? null : format((String) a[0], a)));
        b.fn("quote_ident", DataType.TEXT, (c, a) -> quoteIdent((String) a[0]), TEXT);
        b.fn("quote_literal", DataType.TEXT, (c, a) -> quoteLiteral(TextFormat.format(a[0])), TEXT);
        b.add(new FunctionDef("quote_nullable", List.of(TEXT), FunctionDef.Variadic.NONE, DataType.TEXT, false,
                Volatility.IMMUTABLE, (c, a) -> a[0] == null ? "NULL" : quoteLiteral(TextFormat.format(a[0]))));
    }

    public static String quoteIdent(String s) {
        boolean plain = !s.isEmpty() && (Character.isLowerCase(s.charAt(0)) || s.charAt(0) == '_') && !RESERVED.contains(s);
        for (int i = 0; plain && i < s.length(); i++) {
            char c = s.charAt(i);
            plain = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '$' || c > 127 && !Character.isUpperCase(c);
        }
        return plain ? s : '"' + s.replace("\"", "\"\"") + '"';
    }

    static String quoteLiteral(String s) {
        String q = "'" + s.replace("'", "''").replace("\\", "\\\\") + "'";
        return s.indexOf('\\') >= 0 ? "E" + q : q;
    }

    /** The format string's conversions applied to a[1..]; {@code a[0]} is the format itself. */
    static String format(String fmt, Object[] a) {
        StringBuilder out = new StringBuilder(fmt.length() + 16);
        int next = 1;
        for (int i = 0; i < fmt.length(); i++) {
            char c = fmt.charAt(i);
            if (c != '%') {
                out.append(c);
                continue;
            }
            if (++i >= fmt.length()) {
                throw unterminated();
            }
            if (fmt.charAt(i) == '%') {
                out.append('%');
                continue;
            }
            int arg = -1;
            int start = i;
            int n = digits(fmt, i);
            if (n > i && n < fmt.length() && fmt.charAt(n) == '$') { // %n$
                arg = Integer.parseInt(fmt.substring(i, n));
                if (arg == 0) {
                    throw LaninException.of(TypeMsg.FORMAT_ARGUMENT_ZERO);
                }
                i = n + 1;
            } else {
                i = start;
            }
            boolean left = false;
            if (i < fmt.length() && fmt.charAt(i) == '-') {
                left = true;
                i++;
            }
            int width = 0;
            if (i < fmt.length() && fmt.charAt(i) == '*') {
                int w = next++;
                int e = digits(fmt, i + 1);
                if (e > i + 1 && e < fmt.length() && fmt.charAt(e) == '$') { // *n$: the width is argument n
                    w = Integer.parseInt(fmt.substring(i + 1, e));
                    if (w == 0) {
                        throw LaninException.of(TypeMsg.FORMAT_ARGUMENT_ZERO);
                    }
                    next = w + 1;
                    i = e;
                }
                if (w >= a.length) {
                    throw LaninException.of(TypeMsg.FORMAT_TOO_FEW);
                }
                width = a[w] == null ? 0 : a[w] instanceof Number num ? num.intValue() : widthOf(a[w]);
                if (width < 0) {
                    left = true;
                    width = -width;
                }
                i++;
            } else {
                int e = digits(fmt, i);
                if (e > i) {
                    width = Integer.parseInt(fmt.substring(i, e));
                }
                i = e;
            }
            if (i >= fmt.length()) {
                throw unterminated();
            }
            char type = fmt.charAt(i);
            if (type != 's' && type != 'I' && type != 'L') {
                throw LaninException.withHint(TypeMsg.FORMAT_HINT, TypeMsg.FORMAT_TYPE, String.valueOf(type));
            }
            int index = arg > 0 ? arg : next;
            next = index + 1;
            if (index >= a.length) {
                throw LaninException.of(TypeMsg.FORMAT_TOO_FEW);
            }
            pad(out, convert(type, a[index]), width, left);
        }
        return out.toString();
    }

    private static String convert(char type, Object v) {
        return switch (type) {
            case 'I' -> {
                if (v == null) {
                    throw LaninException.of(TypeMsg.FORMAT_NULL_IDENT);
                }
                yield quoteIdent(TextFormat.format(v));
            }
            case 'L' -> v == null ? "NULL" : quoteLiteral(TextFormat.format(v));
            default -> v == null ? "" : TextFormat.format(v);
        };
    }

    private static void pad(StringBuilder out, String s, int width, boolean left) {
        int len = s.codePointCount(0, s.length());
        if (!left) {
            out.append(" ".repeat(Math.max(0, width - len)));
        }
        out.append(s);
        if (left) {
            out.append(" ".repeat(Math.max(0, width - len)));
        }
    }

    /** A width given as text ('5'): PostgreSQL casts the argument to integer. */
    private static int widthOf(Object v) {
        try {
            return Integer.parseInt(TextFormat.format(v).strip());
        } catch (NumberFormatException e) {
            throw LaninException.of(TypeMsg.INVALID_INPUT_SYNTAX, "integer", TextFormat.format(v));
        }
    }

    private static int digits(String s, int i) {
        while (i < s.length() && Character.isDigit(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static LaninException unterminated() {
        return LaninException.of(TypeMsg.FORMAT_UNTERMINATED);
    }
}
