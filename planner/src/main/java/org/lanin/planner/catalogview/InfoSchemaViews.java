package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.TEXT;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.planner.plan.UpdatableView;

/**
 * information_schema.views, PostgreSQL's columns: {@code is_updatable} and {@code is_insertable_into}
 * say whether the view is automatically updatable (PostgreSQL's {@code pg_view_is_updatable}, by the
 * rules of {@link UpdatableView}); Lanin has no triggers on views, so the trigger columns say NO.
 * {@code view_definition} is the query as written (PostgreSQL shows it deparsed).
 */
final class InfoSchemaViews {
    private InfoSchemaViews() {
    }

    static SystemView view() {
        return new SystemView("information_schema", "views", List.of("table_catalog", "table_schema", "table_name",
                "view_definition", "check_option", "is_updatable", "is_insertable_into", "is_trigger_updatable",
                "is_trigger_deletable", "is_trigger_insertable_into"),
                SystemViews.types(TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT), InfoSchemaViews::rows);
    }

    private static List<Object[]> rows(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        c.catalog().views().stream().sorted(Comparator.comparing(ViewDef::name)).forEach(v -> {
            String updatable = UpdatableView.isUpdatable(v, c.catalog()) ? "YES" : "NO";
            out.add(new Object[] {c.databaseName(), Namespace.schemaOf(v.name()), Namespace.nameOf(v.name()), v.sql(),
                    v.checkOption() == null ? "NONE" : v.checkOption(), updatable, updatable, "NO", "NO", "NO"});
        });
        return out;
    }
}
