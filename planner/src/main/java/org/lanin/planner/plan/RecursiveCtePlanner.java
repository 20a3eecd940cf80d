package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.sf.jsqlparser.statement.select.ExceptOp;
import net.sf.jsqlparser.statement.select.IntersectOp;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SetOperation;
import net.sf.jsqlparser.statement.select.SetOperationList;
import net.sf.jsqlparser.statement.select.UnionOp;
import net.sf.jsqlparser.statement.select.WithItem;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.physical.RecursiveUnionNode;
import org.lanin.planner.physical.WorkTableScanNode;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.CommonTypes;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.bind.SelfReference;
import org.lanin.planner.session.ColumnInfo;

/**
 * Plans one item of WITH RECURSIVE as PostgreSQL does: a body {@code non-recursive-term UNION
 * [ALL] recursive-term} whose recursive term refers to the CTE becomes a Recursive Union over
 * the two terms, the reference a WorkTable Scan; the non-recursive term fixes the column types.
 * An item that never refers to itself is planned as an ordinary CTE.
 */
final class RecursiveCtePlanner {
    private static final Pattern TOKEN = Pattern.compile("Encountered unexpected token: \"([^\"]*)\"");

    private final SelectPlanner sp;
    private final BindContext bc;
    private final Scope outer;

    RecursiveCtePlanner(SelectPlanner sp, BindContext bc, Scope outer) {
        this.sp = sp;
        this.bc = bc;
        this.outer = outer;
    }

    PlannedQuery plan(String name, WithItem<?> w) {
        Select body = w.getSelect();
        while (body instanceof ParenthesedSelect p && p.getOrderByElements() == null && p.getLimit() == null) {
            body = p.getSelect();
        }
        List<SetOperation> ops = body instanceof SetOperationList sol ? sol.getOperations() : List.of();
        if (ops.isEmpty() || !(ops.get(ops.size() - 1) instanceof UnionOp union)) {
            // no recursive form: any reference to itself is an error
            SelfReference previous = bc.enterRecursion(new SelfReference(name, null, false, bc.sublinkDepth()));
            try {
                return SelectPlanner.renamed(sp.plan(w.getSelect(), outer, bc), w.getWithItemList());
            } finally {
                bc.enterRecursion(previous);
            }
        }
        SetOperationList sol = (SetOperationList) body;
        List<Select> selects = sol.getSelects();
        Select nonRecursiveSql = selects.size() == 2 ? selects.get(0) : new SetOperationList()
                .withSelects(new ArrayList<>(selects.subList(0, selects.size() - 1)))
                .withOperations(new ArrayList<>(ops.subList(0, ops.size() - 1)));
        PlannedQuery nonRecursive = planTerm(new SelfReference(name, null, true, bc.sublinkDepth()), nonRecursiveSql);
        List<DataType> types = new ArrayList<>();
        List<ColumnInfo> cols = new ArrayList<>();
        for (ColumnInfo c : nonRecursive.columns()) {
            DataType t = CommonTypes.resolve(c.type());
            types.add(t);
            cols.add(new ColumnInfo(c.label(), c.label(), "", t, java.sql.ResultSetMetaData.columnNullableUnknown));
        }
        PlannedQuery shape = SelectPlanner.renamed(new PlannedQuery(nonRecursive.root(), cols), w.getWithItemList());
        Object key = new Object();
        int width = cols.size();
        PlannedQuery workTable = new PlannedQuery(new WorkTableScanNode(key, width, name, name), shape.columns());
        SelfReference self = new SelfReference(name, workTable, true, bc.sublinkDepth());
        PlannedQuery recursive = planTerm(self, selects.get(selects.size() - 1));
        if (self.refs() == 0) {
            return SelectPlanner.renamed(sp.plan(w.getSelect(), outer, bc), w.getWithItemList());
        }
        checkClauses(sol);
        if (selects.get(selects.size() - 1) instanceof net.sf.jsqlparser.statement.select.PlainSelect last) {
            // JSqlParser hangs a trailing LIMIT on the last branch; PostgreSQL's grammar, on the whole UNION
            checkClauses(last);
        }
        if (recursive.columns().size() != width) {
            throw LaninException.of(PlannerMsg.SET_OP_COLUMNS, "UNION");
        }
        checkTypes(name, types, recursive);
        boolean all = union.isAll();
        PhysicalNode node = new RecursiveUnionNode(SetOpPlanner.coerce(nonRecursive, types),
                SetOpPlanner.coerce(recursive, types), key, all);
        return new PlannedQuery(node, shape.columns());
    }

    private PlannedQuery planTerm(SelfReference self, Select term) {
        SelfReference previous = bc.enterRecursion(self);
        try {
            return sp.plan(term, outer, bc);
        } finally {
            bc.enterRecursion(previous);
        }
    }

    /** PostgreSQL's rule: the overall (UNION) type of each column must be the non-recursive term's. */
    private static void checkTypes(String name, List<DataType> types, PlannedQuery recursive) {
        for (int i = 0; i < types.size(); i++) {
            DataType nonRecursive = types.get(i);
            DataType overall = CommonTypes.resolve(CommonTypes.fold(nonRecursive, recursive.columns().get(i).type(), "UNION"));
            if (overall.kind() != nonRecursive.kind()) {
                throw LaninException.withHint(RecursionMsg.CAST_HINT, RecursionMsg.COLUMN_TYPE, name, i + 1, nonRecursive.sqlName(), overall.sqlName());
            }
        }
    }

    /** ORDER BY, LIMIT, OFFSET over the whole recursive body: PostgreSQL has not implemented them. */
    private static void checkClauses(Select sol) {
        if (sol.getOrderByElements() != null && !sol.getOrderByElements().isEmpty()) {
            throw LaninException.of(RecursionMsg.CLAUSE, "ORDER BY");
        }
        if (sol.getOffset() != null) {
            throw LaninException.of(RecursionMsg.CLAUSE, "OFFSET");
        }
        if (sol.getLimit() != null || sol.getFetch() != null) {
            throw LaninException.of(RecursionMsg.CLAUSE, "LIMIT");
        }
        if (sol.getForMode() != null) {
            throw LaninException.of(RecursionMsg.CLAUSE, "FOR UPDATE/SHARE");
        }
    }

    /** The recursive reference must not be on the nullable side of an outer join. */
    static void checkOuterJoin(Join j, boolean leftRef, boolean rightRef, BindContext bc) {
        boolean nullable = j.isFull() ? leftRef || rightRef : j.isRight() ? leftRef : j.isLeft() && rightRef;
        if (nullable) {
            throw LaninException.of(RecursionMsg.IN_OUTER_JOIN, bc.recursionName());
        }
    }

    /**
     * PostgreSQL's rule for the recursive term's INTERSECT and EXCEPT: the reference may not be
     * an operand of INTERSECT ALL, the right operand of EXCEPT, or the left one of EXCEPT ALL.
     */
    static void checkSetOperations(List<SetOperation> ops, boolean[] selfRefs, BindContext bc) {
        for (int i = 0; i < ops.size(); i++) {
            SetOperation op = ops.get(i);
            if (op instanceof IntersectOp x && x.isAll() && (selfRefs[i] || selfRefs[i + 1])) {
                throw LaninException.of(RecursionMsg.IN_SET_OPERATION, bc.recursionName(), "INTERSECT");
            }
            if (op instanceof ExceptOp x && (selfRefs[i + 1] || x.isAll() && selfRefs[i])) {
                throw LaninException.of(RecursionMsg.IN_SET_OPERATION, bc.recursionName(), "EXCEPT");
            }
        }
    }

    /** The 0A000 error for a parse failure at WITH RECURSIVE's SEARCH or CYCLE clause, or null. */
    static LaninException unsupportedSyntax(String sql, String parserMessage) {
        if (parserMessage == null || !sql.toLowerCase(Locale.ROOT).contains("recursive")) {
            return null;
        }
        Matcher m = TOKEN.matcher(parserMessage);
        String token = m.find() ? m.group(1).toUpperCase(Locale.ROOT) : "";
        if (token.equals("SEARCH") || token.equals("CYCLE")) {
            return LaninException.of(RecursionMsg.NOT_SUPPORTED, "the " + token + " clause of WITH RECURSIVE");
        }
        return null;
    }
}
