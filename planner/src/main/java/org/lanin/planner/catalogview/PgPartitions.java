package org.lanin.planner.catalogview;

import java.util.StringJoiner;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.partition.PartitionBound;
import org.lanin.engine.partition.PartitionChild;
import org.lanin.engine.partition.PartitionKey;

/**
 * A partitioned table's key as tools read it: pg_partitioned_table (strategy, attnums with 0 for
 * an expression, the DEFAULT partition) and pg_get_partkeydef (ruleutils.c's text: the strategy,
 * then columns and expressions, an expression that is not a function call in parentheses).
 */
public final class PgPartitions {
    private static final String PG = "pg_catalog";

    private PgPartitions() {
    }

    static SystemView view() {
        return new CatalogTable(PG, "pg_partitioned_table", "partrelid:oid partstrat:char partnatts:smallint"
                + " partdefid:oid partattrs:int2vector partclass:oidvector partcollation:oidvector partexprs:pg_node_tree")
                .view((c, out) -> {
                    for (TableDef d : InformationSchema.sortedTables(c)) {
                        if (!d.isPartitioned()) {
                            continue;
                        }
                        PartitionKey key = d.partitioning().key();
                        StringJoiner attrs = new StringJoiner(" ");
                        StringJoiner zeros = new StringJoiner(" ");
                        StringJoiner exprs = new StringJoiner(" ");
                        for (int i = 0; i < key.size(); i++) {
                            attrs.add(Integer.toString(key.isExpression(i) ? 0 : d.column(key.columns().get(i)).attnum()));
                            zeros.add("0");
                            if (key.isExpression(i)) {
                                exprs.add(key.columns().get(i));
                            }
                        }
                        long defaultOid = defaultPartition(c.catalog(), d);
                        String exprText = key.hasExpressions() ? exprs.toString() : null;
                        out.accept(r -> r.set("partrelid", d.oid())
                                .set("partstrat", key.strategy().name().substring(0, 1).toLowerCase(java.util.Locale.ROOT))
                                .set("partnatts", key.size()).set("partdefid", defaultOid).set("partattrs", attrs.toString())
                                .set("partclass", zeros.toString()).set("partcollation", zeros.toString())
                                .set("partexprs", exprText));
                    }
                });
    }

    private static long defaultPartition(CatalogSnapshot catalog, TableDef d) {
        for (PartitionChild child : d.partitioning().children()) {
            if (child.bound() instanceof PartitionBound.DefaultBound) {
                TableDef t = catalog.table(child.name());
                return t == null ? 0 : t.oid();
            }
        }
        return 0;
    }

    /** pg_get_partkeydef(oid): null for anything but a partitioned table. */
    public static String keyDefinition(CatalogSnapshot catalog, long oid) {
        TableDef t = PgNames.table(catalog, oid);
        if (t == null || !t.isPartitioned()) {
            return null;
        }
        PartitionKey key = t.partitioning().key();
        StringJoiner cols = new StringJoiner(", ", key.strategy().name() + " (", ")");
        for (int i = 0; i < key.size(); i++) {
            cols.add(key.isExpression(i) ? key.columns().get(i) : org.lanin.engine.func.FormatFunction.quoteIdent(key.columns().get(i)));
        }
        return cols.toString();
    }
}
