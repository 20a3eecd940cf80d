package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.plan.PlannedQuery;
import org.lanin.planner.plan.Planner;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.session.ColumnInfo;

/**
 * CREATE [OR REPLACE] VIEW: the query is planned once now, so errors surface at creation and the
 * output column names are fixed; the view stores the query text, planned again where it is used.
 */
final class ViewExecutor {
    private ViewExecutor() {
    }

    static Object create(StatementRuntime rt, DdlStatement.CreateView v) {
        rt.database().catalog().change(edit -> {
            if (edit.base().relationExists(v.name())) {
                if (!v.orReplace() || edit.base().view(v.name()) == null) {
                    throw LaninException.of(EngineMsg.DUPLICATE_TABLE, org.lanin.engine.catalog.Namespace.nameOf(v.name()));
                }
            }
            PlannedQuery q = Planner.planView(v.query(), edit.base(), rt.database(),
                    org.lanin.engine.catalog.SearchPath.ofView(v.name()));
            List<String> names = new ArrayList<>();
            for (int i = 0; i < q.columns().size(); i++) {
                ColumnInfo c = q.columns().get(i);
                names.add(i < v.columns().size() ? v.columns().get(i) : c.label());
            }
            if (v.columns().size() > names.size()) {
                throw LaninException.of(PlannerMsg.CTE_COLUMNS, q.columns().size(), v.columns().size());
            }
            return edit.putView(new ViewDef(v.name(), v.query(), List.copyOf(names)));
        });
        return null;
    }
}
