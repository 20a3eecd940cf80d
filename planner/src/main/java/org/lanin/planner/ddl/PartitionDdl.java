package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.partition.BoundValidator;
import org.lanin.engine.partition.PartitionBound;
import org.lanin.engine.partition.PartitionBound.RangeDatum;
import org.lanin.engine.partition.PartitionChild;
import org.lanin.engine.partition.PartitionDescriptor;
import org.lanin.engine.partition.KeyReader;
import org.lanin.engine.partition.PartitionKey;
import org.lanin.engine.partition.PartitionMsg;
import org.lanin.engine.partition.PartitionStrategy;
import org.lanin.engine.partition.PartitionTree;
import org.lanin.engine.partition.Partitioning;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.type.DataType;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.PartitionKeyExprs;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.ddl.DdlStatement.BoundSpec;
import org.lanin.planner.ddl.DdlStatement.PartitionBy;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.session.LaninDatabase;

/**
 * Partitioning DDL shared by CREATE TABLE (PARTITION BY, PARTITION OF) and ALTER TABLE
 * (ATTACH/DETACH PARTITION): keys, bounds, the attach checks and index cloning.
 */
final class PartitionDdl {
    private final StatementRuntime rt;

    PartitionDdl(StatementRuntime rt) {
        this.rt = rt;
    }

    /**
     * The key of {@code table} (not yet partitioned) by PARTITION BY (PostgreSQL's
     * ComputePartitionAttrs): columns by name; an expression bound over the table, ((a)) being the
     * column a, immutable (42P17) and reading some column (42P17 for a constant), kept as written.
     */
    static PartitionKey key(PartitionBy by, TableDef table, CatalogSnapshot base, LaninDatabase db) {
        PartitionStrategy s = PartitionStrategy.valueOf(by.strategy().toUpperCase(Locale.ROOT));
        if (s == PartitionStrategy.LIST && by.columns().size() > 1) {
            throw LaninException.of(PartitionDdlMsg.LIST_ONE_COLUMN);
        }
        List<String> names = new ArrayList<>();
        List<String> exprs = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        java.util.Set<String> read = new java.util.LinkedHashSet<>();
        BindContext bc = new BindContext(base, db);
        for (int i = 0; i < by.columns().size(); i++) {
            String sql = by.exprs().get(i);
            String name = by.columns().get(i);
            if (sql != null) {
                BoundExpr e = PartitionKeyExprs.bind(table, sql, bc);
                if (e instanceof BoundExpr.ColumnRef col) {
                    name = table.columns().get(col.index()).name();
                } else {
                    BitSet cols = BoundExprs.columns(e);
                    if (!GeneratedColumnDdl.immutable(e)) {
                        throw LaninException.of(PartitionDdlMsg.KEY_NOT_IMMUTABLE);
                    }
                    if (cols.isEmpty()) {
                        throw LaninException.of(PartitionDdlMsg.KEY_CONSTANT);
                    }
                    cols.stream().forEach(c -> read.add(table.columns().get(c).name()));
                    names.add(IndexExprBinder.text(e, table));
                    exprs.add(sql);
                    types.add(e.type());
                    continue;
                }
            }
            ColumnDef d = table.column(name);
            if (d == null || d.dropped()) {
                throw LaninException.of(PartitionDdlMsg.KEY_COLUMN_MISSING, name);
            }
            names.add(name);
            exprs.add(null);
            types.add(d.type());
        }
        return new PartitionKey(s, names, types, exprs, List.copyOf(read));
    }

    /**
     * PRIMARY KEY / UNIQUE on a partitioned table must contain every key column, and a key with
     * expressions allows none (PostgreSQL's rules, 0A000).
     */
    static void checkUniqueCoversKey(TableDef t, List<String> indexColumns, boolean primary) {
        if (!t.isPartitioned()) {
            return;
        }
        PartitionKey key = t.partitioning().key();
        String kind = primary ? "PRIMARY KEY" : "UNIQUE";
        if (key.hasExpressions()) {
            throw LaninException.of(PartitionDdlMsg.UNIQUE_EXPRESSION_KEY, kind, kind);
        }
        for (String k : key.columns()) {
            if (!indexColumns.contains(k)) {
                throw LaninException.of(PartitionDdlMsg.UNIQUE_LACKS_KEY, kind, t.name(), k);
            }
        }
    }

    /** The bound's values evaluated and cast to the key columns' types. */
    PartitionBound bound(BoundSpec spec, PartitionKey key, CatalogSnapshot base) {
        return switch (spec.kind()) {
            case "default" -> new PartitionBound.DefaultBound();
            case "hash" -> new PartitionBound.HashBound(spec.modulus(), spec.remainder());
            case "in" -> {
                List<Object> values = new ArrayList<>();
                boolean nulls = false;
                for (String v : spec.values()) {
                    Object o = value(v, key, 0, base);
                    if (o == null) {
                        nulls = true;
                    } else {
                        values.add(o);
                    }
                }
                yield new PartitionBound.ListBound(values, nulls);
            }
            default -> new PartitionBound.RangeBound(datums(spec.values(), key, base, "FROM"), datums(spec.to(), key, base, "TO"));
        };
    }

    private List<RangeDatum> datums(List<String> texts, PartitionKey key, CatalogSnapshot base, String clause) {
        if (texts.size() != key.size()) {
            throw LaninException.of(PartitionDdlMsg.BOUND_ARITY, clause);
        }
        List<RangeDatum> out = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            String t = texts.get(i).trim().toLowerCase(Locale.ROOT);
            if (t.equals("minvalue")) {
                out.add(new RangeDatum(RangeDatum.MINVALUE, null));
            } else if (t.equals("maxvalue")) {
                out.add(new RangeDatum(RangeDatum.MAXVALUE, null));
            } else {
                Object v = value(texts.get(i), key, i, base);
                if (v == null) {
                    throw LaninException.of(PartitionDdlMsg.BOUND_ARITY, "cannot specify NULL in range bound; " + clause);
                }
                out.add(RangeDatum.of(v));
            }
        }
        return out;
    }

    private Object value(String sql, PartitionKey key, int col, CatalogSnapshot base) {
        var bound = ExprCheck.defaultValue(sql, key.types().get(col), key.columns().get(col), base, rt.database());
        return ExprCompiler.compile(bound).eval(null, rt.exec());
    }

    /**
     * Makes {@code child} a partition of {@code parent} with bound {@code b}: the bound must not
     * overlap a sibling, the child's rows must satisfy it, the default partition must hold no
     * row the new bound takes, and the parent's indexes are created on the child.
     */
    Catalog.Edit attach(Catalog.Edit e, TableDef parent, TableDef child, PartitionBound b) {
        Partitioning pp = parent.partitioning();
        BoundValidator.check(pp, child.name(), b);
        PartitionDescriptor desc = new PartitionDescriptor(pp);
        PartitionKey key = pp.key();
        for (TableDef leaf : leaves(e.base(), child)) {
            forEachKey(leaf, key, e.base(), k -> {
                if (!desc.accepts(b, k)) {
                    throw LaninException.of(PartitionMsg.ATTACH_ROW_VIOLATES, child.name());
                }
            });
        }
        for (PartitionChild sib : pp.children()) {
            if (sib.bound() instanceof PartitionBound.DefaultBound && !(b instanceof PartitionBound.DefaultBound)) {
                for (TableDef leaf : leaves(e.base(), e.base().table(sib.name()))) {
                    forEachKey(leaf, key, e.base(), k -> {
                        if (desc.accepts(b, k)) {
                            throw LaninException.of(PartitionMsg.DEFAULT_ROW_VIOLATES, sib.name());
                        }
                    });
                }
            }
        }
        Partitioning cp = child.partitioning() == null ? new Partitioning(null, List.of(), null, null) : child.partitioning();
        Catalog.Edit out = e.putTable(parent.withPartitioning(pp.withChild(new PartitionChild(child.name(), b))));
        out = out.putTable(child.withPartitioning(cp.withParent(parent.name(), b)));
        out = new PartitionIndexes(rt).cloneInto(out, parent.name(), child.name());
        return PartitionForeignKeys.cloneInto(out, parent.name(), child.name(), rt);
    }

    Catalog.Edit detach(Catalog.Edit e, TableDef parent, TableDef child) {
        Catalog.Edit out = e.putTable(parent.withPartitioning(parent.partitioning().withoutChild(child.name())));
        return out.putTable(child.withPartitioning(child.partitioning().withParent(null, null)));
    }

    /** The tables holding rows under {@code t}: itself when plain, else its tree's leaves. */
    static List<TableDef> leaves(CatalogSnapshot snap, TableDef t) {
        return t.isPartitioned() ? PartitionTree.of(t, snap).leaves() : List.of(t);
    }

    /** Every visible row's partition key, read by name in the leaf's own layout. */
    private void forEachKey(TableDef leaf, PartitionKey key, CatalogSnapshot snap, Consumer<Object[]> check) {
        KeyReader reader = KeyReader.of(leaf, key, PartitionKeyExprs.compiler(snap, rt.database()));
        Iterator<HeapTuple> it = leaf.heap().scan();
        while (it.hasNext()) {
            HeapTuple h = it.next();
            if (rt.exec().snapshot().isVisible(h)) {
                check.accept(reader.read(Rows.widen(h, leaf), rt.exec()));
            }
        }
    }

    /** Live columns of {@code child} must be exactly the parent's (names and types), in any order. */
    static void checkSameColumns(TableDef parent, TableDef child) {
        for (ColumnDef p : parent.liveColumns()) {
            ColumnDef c = child.column(p.name());
            if (c == null) {
                throw LaninException.of(PartitionDdlMsg.MISSING_COLUMN, p.name());
            }
            if (!c.type().equals(p.type())) {
                throw LaninException.of(PartitionDdlMsg.COLUMN_TYPE, child.name(), p.name());
            }
        }
        for (ColumnDef c : child.liveColumns()) {
            if (parent.column(c.name()) == null) {
                throw LaninException.of(PartitionDdlMsg.EXTRA_COLUMN, child.name(), c.name(), parent.name());
            }
        }
    }
}
