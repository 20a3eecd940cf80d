package org.lanin.engine.partition;

import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;

/**
 * Reads one partition key from rows of one physical layout: a plain element is a slot, an
 * expression element a compiled expression over the row (PostgreSQL's FormPartitionKeyDatum).
 * Immutable; the expressions are evaluated in the caller's context.
 */
public final class KeyReader {
    private final int[] slots;
    private final RowExpr[] exprs;

    private KeyReader(int[] slots, RowExpr[] exprs) {
        this.slots = slots;
        this.exprs = exprs;
    }

    public static KeyReader of(TableDef layout, PartitionKey key, KeyCompiler compiler) {
        int[] slots = new int[key.size()];
        RowExpr[] exprs = key.hasExpressions() ? new RowExpr[key.size()] : null;
        for (int i = 0; i < slots.length; i++) {
            if (key.isExpression(i)) {
                slots[i] = -1;
                exprs[i] = compiler.compile(layout, key.exprs().get(i));
                continue;
            }
            ColumnDef c = layout.column(key.columns().get(i));
            if (c == null) {
                throw new EngineBug("partition key column " + key.columns().get(i) + " missing in " + layout.name());
            }
            slots[i] = c.slot();
        }
        return new KeyReader(slots, exprs);
    }

    /** Per element its slot in the layout, or -1 for an expression. */
    public int[] slots() {
        return slots;
    }

    public boolean hasExpressions() {
        return exprs != null;
    }

    /** The key of {@code row}; {@code ctx} may be null only when the key has no expressions. */
    public Object[] read(Object[] row, ExecContext ctx) {
        Object[] k = new Object[slots.length];
        for (int i = 0; i < k.length; i++) {
            k[i] = slots[i] >= 0 ? row[slots[i]] : exprs[i].eval(row, ctx);
        }
        return k;
    }
}
