package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.statement.select.TableFunction;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ListOperator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.OidAlias;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.physical.FunctionScanNode;

/**
 * PostgreSQL's partition tree functions in FROM: {@code pg_partition_tree(regclass)} (the table and
 * every partition below it, breadth first, each with its parent, whether it is a leaf and its level
 * under the table given) and {@code pg_partition_ancestors(regclass)} (the table and the tables
 * above it). A table that is neither partitioned nor a partition, a NULL or an unknown oid give no
 * rows. Rows come from the catalog the statement was planned against, when the scan opens. Indexes
 * are not followed: Lanin does not record which partition's index is attached to which (departure:
 * PostgreSQL lists a partitioned index's tree too).
 */
final class PartitionTreeFunctions {
    private static final Set<String> NAMES = Set.of("pg_partition_tree", "pg_partition_ancestors");

    private PartitionTreeFunctions() {
    }

    static boolean handles(String name) {
        return NAMES.contains(name);
    }

    static BoundFrom bind(String name, TableFunction tf, ExprBinder b, CatalogSnapshot catalog, FromBinder from) {
        List<?> params = tf.getFunction().getParameters();
        if (params == null || params.size() != 1) {
            throw LaninException.of(PlannerMsg.WRONG_ARG_COUNT, name);
        }
        DataType regclass = OidAlias.REGCLASS.type();
        BoundExpr arg = b.bind((Expression) params.get(0));
        RowExpr rel = ExprCompiler.compile(arg.type().equals(regclass) ? arg : b.coerce(arg, regclass));
        boolean tree = name.equals("pg_partition_tree");
        List<String> names = tree ? List.of("relid", "parentrelid", "isleaf", "level") : List.of("relid");
        List<DataType> types = tree ? List.of(regclass, regclass, DataType.BOOLEAN, DataType.INTEGER) : List.of(regclass);
        Alias alias = tf.getAlias();
        String relation = alias == null ? name : Names.fold(alias.getName());
        List<Alias.AliasColumn> renames = alias == null || alias.getAliasColumns() == null ? List.of() : alias.getAliasColumns();
        if (renames.size() > names.size()) {
            throw LaninException.of(PlannerMsg.ALIAS_COLUMNS, relation, names.size(), renames.size());
        }
        List<Scope.Column> cols = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            cols.add(new Scope.Column(relation, i < renames.size() ? Names.fold(renames.get(i).name) : names.get(i), types.get(i),
                    "", false));
        }
        FunctionScanNode node = new FunctionScanNode(name, relation, () -> new ListOperator(ctx -> {
            Object v = rel.eval(null, ctx);
            TableDef t = v == null ? null : byOid(catalog, ((Number) v).longValue());
            if (t == null || !t.isPartitioned() && !t.isPartition()) {
                return List.of();
            }
            return tree ? tree(catalog, t) : ancestors(catalog, t);
        }, names.size()));
        return from.leaf(node, cols, relation);
    }

    private static List<Object[]> tree(CatalogSnapshot catalog, TableDef top) {
        List<Object[]> out = new ArrayList<>();
        TableDef parent = parentOf(catalog, top);
        out.add(new Object[] {top.oid(), parent == null ? null : parent.oid(), !top.isPartitioned(), 0});
        for (int i = 0; i < out.size(); i++) { // breadth first, as find_all_inheritors lists them
            TableDef t = byOid(catalog, (Long) out.get(i)[0]);
            if (t != null && t.isPartitioned()) {
                for (var c : t.partitioning().children()) {
                    TableDef child = catalog.table(c.name());
                    if (child != null) {
                        out.add(new Object[] {child.oid(), t.oid(), !child.isPartitioned(), (Integer) out.get(i)[3] + 1});
                    }
                }
            }
        }
        return out;
    }

    private static List<Object[]> ancestors(CatalogSnapshot catalog, TableDef t) {
        List<Object[]> out = new ArrayList<>();
        for (TableDef a = t; a != null; a = parentOf(catalog, a)) {
            out.add(new Object[] {a.oid()});
        }
        return out;
    }

    /** The topmost table above {@code t} (itself when partitioned and not a partition); null when neither, as pg_partition_root. */
    static TableDef root(CatalogSnapshot catalog, TableDef t) {
        if (t == null || !t.isPartitioned() && !t.isPartition()) {
            return null;
        }
        TableDef r = t;
        for (TableDef p = parentOf(catalog, t); p != null; p = parentOf(catalog, p)) {
            r = p;
        }
        return r;
    }

    private static TableDef parentOf(CatalogSnapshot catalog, TableDef t) {
        return t.isPartition() ? catalog.table(t.partitioning().parent()) : null;
    }

    static TableDef byOid(CatalogSnapshot catalog, long oid) {
        for (TableDef t : catalog.tables()) {
            if (t.oid() == oid) {
                return t;
            }
        }
        return null;
    }
}
