package org.lanin.planner.admin;

import static org.lanin.engine.type.DataType.DOUBLE;
import static org.lanin.engine.type.DataType.INTEGER;
import static org.lanin.engine.type.DataType.TEXT;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.index.btree.BTreeSummary;
import org.lanin.engine.type.DataType;

/**
 * {@code SELECT * FROM bt_index_summary('index')}: one row per page, root first, then each level
 * left to right ({@link BTreeSummary}). Pages are copied one at a time under a shared latch.
 */
public final class IndexSummaryOperator implements Operator {
    public static final List<String> COLUMN_NAMES = List.of("level", "page_id", "type", "live_items",
            "dead_items", "free_bytes", "avg_item_size", "distinct_keys", "high_key");
    public static final List<DataType> COLUMN_TYPES = List.of(INTEGER, INTEGER, TEXT, INTEGER, INTEGER, INTEGER,
            DOUBLE, INTEGER, TEXT);

    private final CatalogSnapshot catalog;
    private final RowExpr indexName;
    private List<Object[]> rows;
    private int pos;

    /** {@code indexName} is evaluated once per open, on no input row. */
    public IndexSummaryOperator(CatalogSnapshot catalog, RowExpr indexName) {
        this.catalog = catalog;
        this.indexName = indexName;
    }

    @Override
    public void open(ExecContext ctx) {
        Object name = indexName.eval(new Object[0], ctx);
        rows = new ArrayList<>();
        pos = 0;
        if (name == null) {
            return; // strict, as a set-returning function on NULL: no rows
        }
        org.lanin.engine.catalog.IndexDef index = IndexLookup.find(catalog, name.toString());
        if (index.gist() != null) {
            throw org.lanin.engine.error.LaninException.of(org.lanin.planner.PlannerMsg.NOT_SUPPORTED,
                    "page summary of GiST index \"" + index.name() + "\"");
        }
        for (BTreeSummary.PageRow p : BTreeSummary.of(index.tree())) {
            rows.add(new Object[] {p.level(), p.pageId(), p.type(), p.liveItems(), p.deadItems(), p.freeBytes(),
                p.avgItemBytes(), p.distinctKeys(), p.highKey()});
        }
    }

    @Override
    public Object[] next() {
        return pos < rows.size() ? rows.get(pos++) : null;
    }

    @Override
    public void close() {
        rows = null;
    }

    @Override
    public int width() {
        return COLUMN_NAMES.size();
    }
}
