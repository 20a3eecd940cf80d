package org.lanin.planner.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.merge.Merge;
import net.sf.jsqlparser.statement.merge.MergeDelete;
import net.sf.jsqlparser.statement.merge.MergeInsert;
import net.sf.jsqlparser.statement.merge.MergeOperation;
import net.sf.jsqlparser.statement.merge.MergeOperationVisitor;

/**
 * The MERGE actions JSqlParser 5.3 does not parse: {@code THEN DO NOTHING} and {@code THEN INSERT
 * DEFAULT VALUES}. Each is replaced in the text by an action it parses ({@code DELETE} under WHEN
 * MATCHED, {@code INSERT VALUES (NULL)} under WHEN NOT MATCHED), the text parsed, and the
 * stand-in operation swapped for a {@link DoNothing}, or for an INSERT with no values (all
 * defaults; {@link #defaultValues}), keeping its AND condition.
 */
public final class MergeClauses {
    private MergeClauses() {
    }

    /** WHEN [NOT] MATCHED [AND condition] THEN DO NOTHING. */
    public static final class DoNothing implements MergeOperation {
        private final boolean matched;
        private final Expression andPredicate;

        DoNothing(boolean matched, Expression andPredicate) {
            this.matched = matched;
            this.andPredicate = andPredicate;
        }

        public boolean matched() {
            return matched;
        }

        public Expression andPredicate() {
            return andPredicate;
        }

        /** JSqlParser's visitors know no DO NOTHING; it has nothing for them to visit (no table, no expression but its condition). */
        @Override
        public <S, T> T accept(MergeOperationVisitor<T> visitor, S context) {
            return null;
        }

        @Override
        public String toString() {
            return " WHEN " + (matched ? "" : "NOT ") + "MATCHED" + (andPredicate == null ? "" : " AND " + andPredicate)
                    + " THEN DO NOTHING";
        }
    }

    /** True for an INSERT that stood for INSERT DEFAULT VALUES. */
    public static boolean defaultValues(MergeInsert insert) {
        return insert.getValues() == null;
    }

    /** The statement, or null when {@code sql} is not a MERGE with such an action. */
    static Statement parse(String sql, int nesting) throws ParseException {
        List<int[]> words = TopLevelWords.of(sql);
        if (TopLevelWords.find(sql, words, 0, "merge") < 0) {
            return null;
        }
        StringBuilder text = new StringBuilder();
        List<int[]> replaced = new ArrayList<>(); // {clause index, 0 = do nothing | 1 = default values}
        int clause = -1;
        boolean matched = true;
        int copied = 0;
        int cases = 0; // CASE ... END open outside parentheses: their WHENs are not clauses
        for (int i = 0; i < words.size(); i++) {
            String w = word(sql, words.get(i));
            if (w.equals("case")) {
                cases++;
            } else if (w.equals("end") && cases > 0) {
                cases--;
            } else if (cases > 0) {
                continue;
            } else if (w.equals("when")) {
                clause++;
                matched = !word(sql, words.get(i + 1 < words.size() ? i + 1 : i)).equals("not");
            } else if (w.equals("do") && i + 1 < words.size() && word(sql, words.get(i + 1)).equals("nothing")) {
                text.append(sql, copied, words.get(i)[0]).append(matched ? "DELETE" : "INSERT VALUES (NULL)");
                copied = words.get(i + 1)[1];
                replaced.add(new int[] {clause, 0});
            } else if (w.equals("insert") && i + 2 < words.size() && word(sql, words.get(i + 1)).equals("default")
                    && word(sql, words.get(i + 2)).equals("values")) {
                text.append(sql, copied, words.get(i)[0]).append("INSERT VALUES (NULL)");
                copied = words.get(i + 2)[1];
                replaced.add(new int[] {clause, 1});
            }
        }
        if (replaced.isEmpty()) {
            return null;
        }
        text.append(sql.substring(copied));
        if (!(SqlParser.parse(text.toString(), nesting) instanceof Merge m) || m.getOperations() == null) {
            return null;
        }
        List<MergeOperation> ops = new ArrayList<>(m.getOperations());
        for (int[] r : replaced) {
            if (r[0] < 0 || r[0] >= ops.size()) {
                return null;
            }
            MergeOperation stand = ops.get(r[0]);
            if (r[1] == 1 && stand instanceof MergeInsert in) {
                in.setValues(null);
                in.setColumns(null);
            } else if (r[1] == 0 && stand instanceof MergeDelete d) {
                ops.set(r[0], new DoNothing(true, d.getAndPredicate()));
            } else if (r[1] == 0 && stand instanceof MergeInsert in) {
                ops.set(r[0], new DoNothing(false, in.getAndPredicate()));
            } else {
                return null;
            }
        }
        m.setOperations(ops);
        return m;
    }

    private static String word(String sql, int[] w) {
        return sql.substring(w[0], w[1]).toLowerCase(Locale.ROOT);
    }
}
