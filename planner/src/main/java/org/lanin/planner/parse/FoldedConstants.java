package org.lanin.planner.parse;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.ArrayConstructor;
import net.sf.jsqlparser.expression.BooleanValue;
import net.sf.jsqlparser.expression.DoubleValue;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.NullValue;
import net.sf.jsqlparser.expression.SignedExpression;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.Values;
import net.sf.jsqlparser.util.TablesNamesFinder;
import org.lanin.planner.cache.FoldedInput;

/**
 * Puts the constants folded out of a statement's text (org.lanin.planner.cache.ConstantLists) back
 * into its parsed tree: each placeholder element of a list becomes the constants of its run, and each
 * placeholder row of a VALUES list the rows of its run (ParenthesedExpressionLists, as the parser
 * makes them), each constant built
 * as JSqlParser's PrimaryExpression builds them from the same tokens (a LongValue, DoubleValue,
 * StringValue or BooleanValue from the token's image, a JdbcParameter numbered as its counter would
 * number it, a SignedExpression around a signed one). The tree is then the one the unfolded text
 * gives, so nothing after the parser can tell that a list was folded.
 *
 * <p>The walk is JSqlParser's {@link TablesNamesFinder}, which visits every expression list, array
 * constructor and VALUES list of a statement, subqueries included. A walk that fails or does not find every
 * placeholder answers false, and the caller parses the unfolded text instead: slower, never wrong.
 */
final class FoldedConstants extends TablesNamesFinder<Void> {
    private final FoldedInput input;
    private int restored;

    private FoldedConstants(FoldedInput input) {
        this.input = input;
    }

    /** Restores every run of {@code input} into {@code st}; false if some run was not found. */
    static boolean restore(Statement st, FoldedInput input) {
        FoldedConstants walk = new FoldedConstants(input);
        try {
            walk.getTables(st);
        } catch (RuntimeException e) {
            return false; // a statement kind the walk refuses: the caller parses the unfolded text
        }
        return walk.restored == input.runs();
    }

    @Override
    public <S> Void visit(ExpressionList<?> list, S context) {
        for (Expression e : list) {
            e.accept(this, context); // what TablesNamesFinder does, which javac cannot name as super here
        }
        expand(list);
        return null;
    }

    @Override
    public <S> Void visit(ArrayConstructor array, S context) {
        super.visit(array, context);
        expand(array.getExpressions());
        return null;
    }

    /**
     * A VALUES list's rows are an ExpressionList of row lists, or the row itself where there is one
     * row: so a list whose rows were all folded into one placeholder row gets a new list of rows.
     */
    @Override
    @SuppressWarnings("unchecked")
    public <S> Void visit(Values values, S context) {
        super.visit(values, context);
        ExpressionList<?> rows = values.getExpressions();
        int whole = rowsRun(rows);
        if (whole >= 0) {
            values.setExpressions(new ExpressionList<>(rowsOf(whole)));
            restored++;
        } else if (rows != null && rows.stream().anyMatch(row -> rowsRun(row) >= 0)) {
            List<Expression> expanded = new ArrayList<>(rows.size());
            for (Expression row : rows) {
                int r = rowsRun(row);
                if (r < 0) {
                    expanded.add(row);
                } else {
                    expanded.addAll(rowsOf(r));
                    restored++;
                }
            }
            ((List<Expression>) rows).clear();
            ((List<Expression>) rows).addAll(expanded);
        }
        return null;
    }

    /** The run of rows that a one-element row holding a placeholder stands for, or -1. */
    private int rowsRun(Object row) {
        if (row instanceof ParenthesedExpressionList<?> list && list.size() == 1) {
            int r = run(list.get(0));
            return r >= 0 && input.width(r) > 0 ? r : -1;
        }
        return -1;
    }

    private List<Expression> rowsOf(int r) {
        int width = input.width(r);
        List<Expression> rows = new ArrayList<>((input.first(r + 1) - input.first(r)) / width);
        for (int c = input.first(r); c < input.first(r + 1); c += width) {
            ParenthesedExpressionList<Expression> row = new ParenthesedExpressionList<>();
            for (int i = 0; i < width; i++) {
                row.add(constant(c + i));
            }
            rows.add(row);
        }
        return rows;
    }

    /** Replaces each placeholder of a run of list elements in {@code list} by its constants, in place. */
    @SuppressWarnings("unchecked")
    private void expand(ExpressionList<?> list) {
        if (list == null || list.stream().noneMatch(e -> listRun(e) >= 0)) {
            return;
        }
        List<Expression> items = (List<Expression>) list;
        List<Expression> expanded = new ArrayList<>(items.size());
        for (Expression e : items) {
            int r = listRun(e);
            if (r < 0) {
                expanded.add(e);
                continue;
            }
            for (int c = input.first(r); c < input.first(r + 1); c++) {
                expanded.add(constant(c));
            }
            restored++;
        }
        items.clear();
        items.addAll(expanded);
    }

    private int run(Object e) {
        return e instanceof StringValue s && s.getPrefix() == null ? input.run(s.getValue()) : -1;
    }

    private int listRun(Object e) {
        int r = run(e);
        return r >= 0 && input.width(r) == 0 ? r : -1;
    }

    private Expression constant(int c) {
        String image = input.image(c);
        Expression value = switch (input.kind(c)) {
            case LONG -> new LongValue(image);
            case DOUBLE -> new DoubleValue(image);
            case STRING -> new StringValue(image);
            case NULL -> new NullValue();
            case BOOLEAN -> new BooleanValue(image);
            case PARAM -> new JdbcParameter(input.param(c), false, image);
            case FIXED_PARAM -> fixedParameter(input.param(c), image);
        };
        return input.sign(c) == 0 ? value : new SignedExpression(input.sign(c), value);
    }

    /**
     * $n or ?n. JSqlParser numbers a parameter by its counter; the constructor then reads n out of a
     * {@code $n} image and marks the index fixed, and for {@code ?n} the parser does both itself.
     */
    private static JdbcParameter fixedParameter(int n, String image) {
        JdbcParameter p = new JdbcParameter(n, false, image);
        p.setUseFixedIndex(true);
        p.setIndex(n);
        return p;
    }
}
