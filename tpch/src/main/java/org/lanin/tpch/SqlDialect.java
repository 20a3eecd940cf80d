package org.lanin.tpch;

import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The query files are PostgreSQL text; Lanin, PostgreSQL and DuckDB run them unchanged. H2 and
 * SQLite get the smallest textual rewrites that let them run the same queries, each listed here
 * and nothing else (a query that still fails is reported as failing, never rewritten further).
 */
public enum SqlDialect {
    /** The files as they are. */
    POSTGRES {
        @Override
        public String adapt(String sql) {
            return sql;
        }
    },
    /**
     * H2 2.3 fails on PostgreSQL's {@code interval '90 days'} (an internal NPE) and reserves
     * {@code value}: intervals become the standard's {@code interval '90' day}, {@code value} is quoted.
     */
    H2 {
        @Override
        public String adapt(String sql) {
            String out = replace(INTERVAL, sql, m -> "interval '" + m.group(1) + "' " + m.group(2));
            return VALUE_WORD.matcher(out).replaceAll("\"value\"");
        }
    },
    /**
     * SQLite has no date type (the loader stores ISO text, which sorts like dates), no interval
     * and no EXTRACT: {@code date 'd' ± interval 'n unit'} becomes {@code date('d', '±n unit')},
     * a bare {@code date 'd'} the text {@code 'd'}, {@code extract(year FROM x)} becomes
     * {@code CAST(strftime('%Y', x) AS integer)}, {@code substring(x FROM a FOR b)} {@code substr(x, a, b)}.
     */
    SQLITE {
        @Override
        public String adapt(String sql) {
            String out = replace(DATE_ARITH, sql, m -> "date('" + m.group(1) + "', '" + m.group(2) + m.group(3)
                    + " " + m.group(4) + "')");
            out = replace(DATE_LITERAL, out, m -> "'" + m.group(1) + "'");
            out = replace(EXTRACT_YEAR, out, m -> "CAST(strftime('%Y', " + m.group(1) + ") AS integer)");
            return replace(SUBSTRING, out, m -> "substr(" + m.group(1) + ", " + m.group(2) + ", " + m.group(3) + ")");
        }
    };

    private static final Pattern INTERVAL = Pattern.compile(
            "interval '(\\d+) (day|month|year)s?'", Pattern.CASE_INSENSITIVE);
    private static final Pattern VALUE_WORD = Pattern.compile("(?<![\"'\\w])value(?![\"'\\w])");
    private static final Pattern DATE_ARITH = Pattern.compile(
            "date '([0-9-]+)' ([-+]) interval '(\\d+) (day|month|year)s?'", Pattern.CASE_INSENSITIVE);
    private static final Pattern DATE_LITERAL = Pattern.compile("date '([0-9-]+)'", Pattern.CASE_INSENSITIVE);
    private static final Pattern EXTRACT_YEAR = Pattern.compile(
            "extract\\(year FROM (\\w+)\\)", Pattern.CASE_INSENSITIVE);
    private static final Pattern SUBSTRING = Pattern.compile(
            "substring\\((\\w+) FROM (\\d+) FOR (\\d+)\\)", Pattern.CASE_INSENSITIVE);

    /** The query text this engine runs. */
    public abstract String adapt(String sql);

    private static String replace(Pattern p, String sql, Function<MatchResult, String> with) {
        return p.matcher(sql).replaceAll(m -> Matcher.quoteReplacement(with.apply(m)));
    }
}
