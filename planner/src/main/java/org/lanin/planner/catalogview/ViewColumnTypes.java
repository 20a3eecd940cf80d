package org.lanin.planner.catalogview;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.planner.plan.Planner;
import org.lanin.planner.session.ColumnInfo;

/**
 * A view's column types, which Lanin's catalog does not keep (a {@link ViewDef} holds its query and
 * column names): its query is planned again against the snapshot, as ViewExecutor planned it at
 * CREATE VIEW, and each column takes its output's type, as PostgreSQL's pg_attribute rows for a
 * view do. A view whose query no longer binds (a departure: PostgreSQL's dependencies forbid
 * that) shows text columns.
 */
final class ViewColumnTypes {
    private ViewColumnTypes() {
    }

    /** One type per column of {@code v}. */
    static List<DataType> of(SystemView.Context c, ViewDef v) {
        List<DataType> out = new ArrayList<>();
        try {
            for (ColumnInfo col : Planner.planView(v.sql(), c.catalog(), c.database(), SearchPath.ofView(v.name())).columns()) {
                out.add(col.type().kind() == org.lanin.engine.type.TypeKind.UNKNOWN ? DataType.TEXT : col.type());
            }
        } catch (LaninException | IllegalStateException | NullPointerException e) {
            out.clear(); // the query no longer binds, or there is no database to plan it against
        }
        while (out.size() < v.columns().size()) {
            out.add(DataType.TEXT);
        }
        return out;
    }
}
