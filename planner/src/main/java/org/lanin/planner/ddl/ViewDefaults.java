package org.lanin.planner.ddl;

import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlStatement.AlterViewDefault;
import org.lanin.planner.plan.StatementRuntime;

/**
 * ALTER VIEW ... ALTER COLUMN ... SET DEFAULT / DROP DEFAULT: a view column's default, which an
 * INSERT through the view uses for a column it leaves out (before the base table's own default, as
 * PostgreSQL's rewriter puts it in the target list first).
 */
final class ViewDefaults {
    private ViewDefaults() {
    }

    static Object run(StatementRuntime rt, AlterViewDefault a) {
        rt.database().catalog().change(edit -> {
            ViewDef v = edit.base().view(a.name());
            if (v == null) {
                if (a.ifExists()) {
                    return edit;
                }
                if (edit.base().table(a.name()) != null) {
                    throw LaninException.of(RenameDdlMsg.NOT_A_VIEW, a.name());
                }
                throw LaninException.of(PlannerMsg.UNDEFINED_VIEW, Namespace.nameOf(a.name()));
            }
            if (!v.columns().contains(a.column())) {
                throw LaninException.of(PlannerMsg.UNDEFINED_COLUMN_OF, a.column(), Namespace.nameOf(a.name()));
            }
            return edit.putView(v.withDefault(a.column(), a.sql()));
        });
        return null;
    }
}
