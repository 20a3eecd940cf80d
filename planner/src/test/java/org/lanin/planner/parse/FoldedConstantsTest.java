package org.lanin.planner.parse;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import net.sf.jsqlparser.expression.ArrayConstructor;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.expression.SignedExpression;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.util.TablesNamesFinder;
import org.lanin.planner.cache.FoldedInput;
import org.lanin.planner.cache.JSqlParserInput;
import org.junit.jupiter.api.Test;

/**
 * Folding long constant lists out of the parser's way (cache.ConstantLists, put back by
 * {@link FoldedConstants}) gives the tree the unfolded text gives: the same text, and in every list
 * the same node classes, parameter numbers, signs, string prefixes and values. Statements whose folded
 * form cannot be put back fall back to the unfolded parse, with the same outcome.
 */
class FoldedConstantsTest {
    /** Each element of a list that ConstantLists may fold, and the cases around them it must not. */
    private static final String[] TRICKY = {
        "1", "-2", "- 3", "+4", "0", "007", "9223372036854775807", "99999999999999999999", "-9223372036854775808",
        "1.5", "-1.5", ".5", "1e3", "1E-3", "2.5e+10", "'a'", "'a,b'", "'(x)'", "'it''s'", "''", "'a''''b'",
        "NULL", "null", "TRUE", "false", "'1'::int", "CAST('2' AS int)", "E'x\\ty'", "$$dollar$$", "'back\\slash'",
        "0x1F", "X'AB'", "B'101'", "1.", "- -5", "(6)", "7 + 1", "'line\nbreak'", "'ünï'",
    };

    private static String list(int n, java.util.function.IntFunction<String> element) {
        return IntStream.range(0, n).mapToObj(element).collect(Collectors.joining(", "));
    }

    private static String tricky(int n) {
        return list(n, i -> TRICKY[i % TRICKY.length]);
    }

    @Test
    void inListsOfEveryConstantKindParseAsUnfolded() throws ParseException {
        same("SELECT * FROM t WHERE a IN (" + tricky(200) + ")", true);
        same("SELECT * FROM t WHERE a NOT IN (" + tricky(200) + ") AND b IN (" + list(40, i -> "'s" + i + "'") + ")", true);
        same("SELECT a IN (" + list(30, Integer::toString) + ") AS x, b FROM t ORDER BY 1", true);
        same("DELETE FROM t WHERE a IN (" + list(30, i -> "-" + i) + ")", true);
        same("UPDATE t SET b = 1 WHERE a IN (" + list(30, i -> i + ".25") + ") RETURNING a", true);
    }

    @Test
    void parametersKeepTheirNumbers() throws ParseException {
        same("SELECT * FROM t WHERE a = ? AND b IN (" + list(30, i -> "?") + ")", true);
        same("SELECT * FROM t WHERE b IN (" + list(30, i -> "$" + (i + 1)) + ") AND c = $31", true);
        same("SELECT * FROM t WHERE b IN (" + list(30, i -> i % 2 == 0 ? "- $" + (i + 1) : "$" + (i + 1)) + ")", true);
        same("SELECT * FROM t WHERE b IN (" + list(30, i -> i % 3 == 0 ? "?" : Integer.toString(i)) + ")", true);
        // a bare ? after a folded run would be numbered without the run's parameters: that run stays
        String later = "SELECT * FROM t WHERE b IN (" + list(30, i -> "?") + ") AND c = ?";
        assertThat(JSqlParserInput.folded(later).runs()).isZero();
        same(later, false);
        // a run without parameters folds whatever follows
        same("SELECT * FROM t WHERE b IN (" + list(30, Integer::toString) + ") AND c = ?", true);
    }

    @Test
    void nestedListsAndSubqueries() throws ParseException {
        same("SELECT * FROM t WHERE a IN (SELECT x FROM u WHERE y IN (" + tricky(50) + ")) OR b IN ("
                + list(20, i -> "'" + i + "'") + ")", true);
        same("SELECT (SELECT count(*) FROM u WHERE u.x IN (" + list(25, Integer::toString) + ")) FROM t", true);
        same("WITH w AS (SELECT * FROM t WHERE a IN (" + list(25, Integer::toString) + ")) SELECT * FROM w", true);
        same("SELECT * FROM t JOIN u ON u.x = t.a AND u.y IN (" + list(25, Integer::toString) + ")", true);
        same("SELECT CASE WHEN a IN (" + list(25, Integer::toString) + ") THEN 1 END FROM t", true);
        same("INSERT INTO t SELECT * FROM u WHERE x IN (" + list(25, Integer::toString) + ")", true);
        same("SELECT * FROM t WHERE (a, b) IN ((1, 2), (3, 4)) AND c IN (" + list(25, Integer::toString) + ")", true);
    }

    @Test
    void arrayConstructors() throws ParseException {
        same("SELECT ARRAY[" + tricky(100) + "]", true);
        same("SELECT * FROM t WHERE a = ANY(ARRAY[" + list(40, Integer::toString) + "])", true);
        same("SELECT ARRAY[" + list(20, i -> "'" + i + "'") + "]::text[]", true);
    }

    @Test
    void valuesRows() throws ParseException {
        same("INSERT INTO t VALUES " + list(40, i -> "(" + i + ", '" + i + ",)', NULL, -" + i + ".5)"), true);
        same("INSERT INTO t VALUES " + list(40, i -> "(" + i + ")"), true);
        same("INSERT INTO t (a, b) VALUES " + list(40, i -> "($" + (2 * i + 1) + ", $" + (2 * i + 2) + ")")
                + " ON CONFLICT DO NOTHING", true);
        // rows that are not all constants, or of another width, end a run; the rest fold around them
        same("INSERT INTO t VALUES " + list(50, i -> i == 20 ? "(20, DEFAULT)" : i == 35 ? "('1'::int, 2)" : "(" + i
                + ", " + i + ")") + ", " + list(20, i -> "(" + i + ")"), true);
        same("VALUES " + list(30, i -> "(" + i + ", " + tricky(3) + ")").replace("'1'::int", "1"), true);
        same("SELECT * FROM (VALUES " + list(30, i -> "(" + i + ", 'x')") + ") v(a, b) WHERE a IN ("
                + list(20, Integer::toString) + ")", true);
        same("WITH w(a) AS (VALUES " + list(30, i -> "(" + i + ")") + ") SELECT * FROM w", true);
        same("SELECT * FROM t WHERE a IN (VALUES " + list(30, i -> "(" + i + ")") + ")", true);
    }

    @Test
    void shortListsAreNotFolded() throws ParseException {
        assertThat(JSqlParserInput.folded("SELECT * FROM t WHERE a IN (" + list(15, Integer::toString) + ")").runs())
                .isZero();
        same("SELECT * FROM t WHERE a IN (" + list(15, Integer::toString) + ")", false);
    }

    @Test
    void syntaxErrorsAreTheUnfoldedTexts() {
        String bad = "SELECT * FROM t WHERE a IN (" + list(30, Integer::toString) + ") AND AND b";
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SqlParser.parse(JSqlParserInput.folded(bad), 2))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("\"AND\"");
    }

    /** Parses {@code sql} folded and unfolded and compares the trees; {@code folds}: whether a run was folded. */
    private static void same(String sql, boolean folds) throws ParseException {
        FoldedInput input = JSqlParserInput.folded(sql);
        assertThat(input.runs() > 0).as("folded: %s", sql).isEqualTo(folds);
        if (folds) {
            Statement direct = SqlParser.parse(input.text(), 3);
            assertThat(FoldedConstants.restore(direct, input)).as("every run put back: %s", sql).isTrue();
        }
        Statement folded = SqlParser.parse(input, 3);
        Statement plain = SqlParser.parse(JSqlParserInput.of(sql), 3);
        assertThat(folded.toString()).isEqualTo(plain.toString());
        assertThat(Shape.of(folded)).isEqualTo(Shape.of(plain));
    }

    /** Every list element of a tree, described by what the binder reads of it. */
    private static final class Shape extends TablesNamesFinder<Void> {
        private final List<String> items = new ArrayList<>();

        static List<String> of(Statement st) {
            Shape s = new Shape();
            s.getTables(st);
            return s.items;
        }

        @Override
        public <S> Void visit(ExpressionList<?> list, S context) {
            for (Expression e : list) {
                items.add(describe(e));
                e.accept(this, context);
            }
            return null;
        }

        @Override
        public <S> Void visit(net.sf.jsqlparser.statement.select.Values values, S context) {
            items.add("values " + values.getExpressions().getClass().getSimpleName());
            return super.visit(values, context);
        }

        @Override
        public <S> Void visit(ArrayConstructor array, S context) {
            items.add("array");
            for (Expression e : array.getExpressions()) {
                items.add(describe(e));
                e.accept(this, context);
            }
            return null;
        }

        private static String describe(Expression e) {
            String d = e.getClass().getSimpleName() + " " + e;
            if (e instanceof JdbcParameter p) {
                d += " index=" + p.getIndex() + " fixed=" + p.isUseFixedIndex() + " char=" + p.getParameterCharacter();
            } else if (e instanceof SignedExpression s) {
                d += " sign=" + s.getSign() + " " + describe(s.getExpression());
            } else if (e instanceof StringValue s) {
                d += " prefix=" + s.getPrefix() + " value=" + s.getValue();
            }
            return d;
        }
    }
}
