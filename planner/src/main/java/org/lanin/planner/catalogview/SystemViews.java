package org.lanin.planner.catalogview;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.lanin.engine.type.DataType;

/**
 * The catalogue of system views. DatabaseMetaData and the shell's \d are answered by SQL
 * queries over these (catalog as data), never by hand-built result sets.
 */
public final class SystemViews {
    private static final Map<String, SystemView> VIEWS = build();

    private SystemViews() {
    }

    /** The view for a (possibly schema-qualified) name, or null. Unqualified names find pg_catalog and lanin views. */
    /** Every system view (pg_catalog's and information_schema's). */
    static java.util.Collection<SystemView> all() {
        return VIEWS.values();
    }

    public static SystemView find(String schema, String name) {
        if (schema == null) {
            SystemView v = VIEWS.get("pg_catalog." + name);
            return v != null ? v : VIEWS.get("lanin." + name);
        }
        return VIEWS.get(schema + "." + name);
    }

    private static Map<String, SystemView> build() {
        List<SystemView> all = new ArrayList<>();
        all.addAll(InformationSchema.views());
        all.add(InfoSchemaViews.view());
        all.addAll(PgCatalog.views());
        all.add(IndexStatsView.view());
        all.add(TableStatsView.view());
        all.add(PgStatsView.view());
        all.add(TupleMapStatsView.view());
        all.add(WalStatsView.view());
        all.add(LockWaitStatsView.view());
        all.add(TransactionStatsView.view());
        all.add(PgStatActivity.view());
        all.add(ForeignKeyViews.laninForeignKeys());
        all.addAll(StatViews.views());
        all.addAll(LockViews.views());
        all.addAll(PgRelations.views());
        all.addAll(PgConstraints.views());
        all.addAll(PgServerViews.views());
        Map<String, SystemView> m = new java.util.HashMap<>();
        for (SystemView v : all) {
            m.put(v.schema() + "." + v.name(), v);
        }
        return Map.copyOf(m);
    }

    static List<DataType> types(DataType... t) {
        return List.of(t);
    }
}
