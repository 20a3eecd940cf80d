package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.partition.PartitionTree;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.expr.BoundExpr;

/**
 * PostgreSQL's system columns of a table in FROM, reached by name only (never by {@code *}).
 * {@code tableoid} is the oid of the table a row is stored in, as pg_class shows it (type oid): a constant for a plain table; for a partitioned table the oid of the leaf
 * partition its partition key routes to, which is the partition holding the row (rows always
 * satisfy their partition's bound), so no scan has to carry it. {@code ctid}, {@code xmin},
 * {@code xmax}, {@code cmin} and {@code cmax} are 0A000 (the executor does not expose them).
 * Unqualified, they need exactly one table in FROM (else 42703, as PostgreSQL). A user column
 * of the same name wins: the scope is asked first.
 */
final class SystemColumns {
    private static final DataType OID = DataType.of(org.lanin.engine.type.TypeKind.OID);
    private static final Set<String> UNSUPPORTED = Set.of("ctid", "xmin", "xmax", "cmin", "cmax");

    private SystemColumns() {
    }

    /** The system column {@code name} of the relation {@code qualifier} (or the one table in scope), or null. */
    static BoundExpr bind(ExprBinder b, Scope scope, String qualifier, String name) {
        if (!name.equals("tableoid") && !UNSUPPORTED.contains(name)) {
            return null;
        }
        Map<String, TableDef> tables = tablesInScope(b, scope);
        TableDef table;
        String relation;
        if (qualifier != null) {
            table = tables.get(qualifier);
            relation = qualifier;
        } else if (tables.size() == 1) {
            relation = tables.keySet().iterator().next();
            table = tables.get(relation);
        } else {
            return null; // PostgreSQL: 42703 for an unqualified system column with several tables in FROM
        }
        if (table == null) {
            return null;
        }
        if (UNSUPPORTED.contains(name)) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "system column \"" + name + "\"");
        }
        if (!table.isPartitioned()) {
            return new BoundExpr.Literal(table.oid(), OID);
        }
        return leafOid(b, relation, table);
    }

    /**
     * The FROM items of {@code scope} that are whole tables: every column of the table, in slot
     * order, under one relation name (a subquery or view selecting from a table does not qualify).
     */
    private static Map<String, TableDef> tablesInScope(ExprBinder b, Scope scope) {
        Map<String, List<Scope.Column>> byRelation = new LinkedHashMap<>();
        for (Scope.Column c : scope.columns()) {
            if (c.relation() != null) {
                byRelation.computeIfAbsent(c.relation(), k -> new ArrayList<>()).add(c);
            }
        }
        Map<String, TableDef> out = new LinkedHashMap<>();
        for (Map.Entry<String, List<Scope.Column>> e : byRelation.entrySet()) {
            List<Scope.Column> cols = e.getValue();
            String base = cols.get(0).baseTable();
            TableDef t = base == null ? null : b.bc.catalog().table(base);
            if (t != null && t.columns().size() == cols.size() && sameColumns(t, cols)) {
                out.put(e.getKey(), t);
            }
        }
        return out;
    }

    private static boolean sameColumns(TableDef t, List<Scope.Column> cols) {
        for (int i = 0; i < cols.size(); i++) {
            Scope.Column c = cols.get(i);
            if (!t.name().equals(c.baseTable()) || !t.columns().get(i).name().equals(c.name())) {
                return false;
            }
        }
        return true;
    }

    /** tableoid of a partitioned table's row: its key columns routed through the partition tree. */
    private static BoundExpr leafOid(ExprBinder b, String relation, TableDef root) {
        PartitionTree tree = PartitionTree.of(root, b.bc.catalog(), PartitionKeyExprs.compiler(b.bc));
        List<Integer> slots = new ArrayList<>();
        for (PartitionTree.Level level : tree.levels()) {
            for (int s : level.keySlots()) {
                if (s >= 0 && !slots.contains(s)) {
                    slots.add(s);
                }
            }
            List<String> exprColumns = level.key().exprColumns();
            for (String c : exprColumns == null ? List.<String>of() : exprColumns) {
                int s = root.column(c).slot();
                if (!slots.contains(s)) {
                    slots.add(s);
                }
            }
        }
        List<BoundExpr> args = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        for (int s : slots) {
            BoundExpr ref = b.relationColumn(relation, root.columns().get(s).name());
            args.add(ref);
            types.add(ref.type());
        }
        int width = root.columns().size();
        long[] leafOids = tree.leaves().stream().mapToLong(TableDef::oid).toArray();
        ScalarFunction f = new ScalarFunction() {
            @Override
            public String name() {
                return "tableoid";
            }

            @Override
            public List<DataType> argTypes() {
                return types;
            }

            @Override
            public DataType resultType() {
                return OID;
            }

            @Override
            public boolean strict() {
                return false;
            }

            @Override
            public Volatility volatility() {
                return Volatility.IMMUTABLE;
            }

            @Override
            public Object invoke(EvalContext ctx, Object[] a) {
                Object[] row = new Object[width];
                for (int i = 0; i < a.length; i++) {
                    row[slots.get(i)] = a[i];
                }
                // No partition takes the key: no stored row has it, so this is the NULL-extended side of
                // an outer join, whose tableoid PostgreSQL gives as NULL (a key that a DEFAULT or NULL
                // partition takes still reads as that partition's oid there: known limit)
                int leaf = tree.findLeaf(row, ctx instanceof org.lanin.engine.exec.ExecContext x ? x : null);
                return leaf < 0 ? null : leafOids[leaf];
            }
        };
        return new BoundExpr.Call(f, args, OID);
    }
}
