package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.plan.PlannedQuery;
import org.lanin.planner.plan.Planner;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.plan.ViewMsg;
import org.lanin.planner.session.ColumnInfo;

/**
 * CREATE [OR REPLACE] VIEW: the query is planned once now, so errors surface at creation and the
 * output column names are fixed; the view stores the query text, planned again where it is used.
 * OR REPLACE keeps the old columns, as PostgreSQL's {@code checkViewTupleDesc}: it may only add
 * columns at the end (42P16 for dropping, renaming or retyping one). WITH CHECK OPTION needs an
 * automatically updatable view (0A000 otherwise, as PostgreSQL). A temporary view goes into the
 * session's temporary schema ({@link TempViews}).
 */
final class ViewExecutor {
    private ViewExecutor() {
    }

    static Object create(StatementRuntime rt, DdlStatement.CreateView asWritten) {
        String key = TempViews.place(rt, asWritten);
        DdlStatement.CreateView v = key.equals(asWritten.name()) ? asWritten
                : new DdlStatement.CreateView(key, asWritten.orReplace(), asWritten.columns(), asWritten.query(),
                        asWritten.checkOption(), true, asWritten.writtenSchema());
        rt.database().catalog().change(edit -> {
            ViewDef old = edit.base().view(v.name());
            if (edit.base().relationExists(v.name()) && (!v.orReplace() || old == null)) {
                throw LaninException.of(EngineMsg.DUPLICATE_TABLE, org.lanin.engine.catalog.Namespace.nameOf(v.name()));
            }
            PlannedQuery q = org.lanin.planner.plan.MatviewScan.defining(
                    () -> Planner.planView(v.query(), edit.base(), rt.database(), SearchPath.ofView(v.name())));
            List<String> names = new ArrayList<>();
            for (int i = 0; i < q.columns().size(); i++) {
                ColumnInfo c = q.columns().get(i);
                names.add(i < v.columns().size() ? v.columns().get(i) : c.label());
            }
            if (v.columns().size() > names.size()) {
                throw LaninException.of(PlannerMsg.CTE_COLUMNS, q.columns().size(), v.columns().size());
            }
            if (old != null) {
                checkReplacement(old, names, q, edit.base(), rt);
            }
            ViewDef made = new ViewDef(v.name(), v.query(), List.copyOf(names), v.checkOption(), null, v.reloptions());
            if (made.checkOption() != null) {
                String reason = org.lanin.planner.plan.UpdatableView.reason(made, edit.base());
                if (reason != null) {
                    throw LaninException.of(ViewMsg.CHECK_OPTION_NOT_UPDATABLE, reason);
                }
            }
            return edit.putView(made);
        });
        return null;
    }

    /** PostgreSQL's checkViewTupleDesc: the old columns stay, in order, with their names and types. */
    private static void checkReplacement(ViewDef old, List<String> names, PlannedQuery q, CatalogSnapshot base,
                                         StatementRuntime rt) {
        if (names.size() < old.columns().size()) {
            throw LaninException.of(ViewMsg.REPLACE_DROPS_COLUMNS);
        }
        List<ColumnInfo> before;
        try {
            before = Planner.planView(old.sql(), base, rt.database(), SearchPath.ofView(old.name())).columns();
        } catch (LaninException e) {
            before = null; // the old query no longer binds: only its names can be compared
        }
        for (int i = 0; i < old.columns().size(); i++) {
            if (!old.columns().get(i).equals(names.get(i))) {
                throw LaninException.of(ViewMsg.REPLACE_RENAMES_COLUMN, old.columns().get(i), names.get(i));
            }
            if (before != null && i < before.size() && !sameType(before.get(i), q.columns().get(i))) {
                throw LaninException.of(ViewMsg.REPLACE_CHANGES_TYPE, names.get(i), typeName(before.get(i)),
                        typeName(q.columns().get(i)));
            }
        }
    }

    private static boolean sameType(ColumnInfo a, ColumnInfo b) {
        return a.type().equals(b.type()) || a.type().kind() == TypeKind.UNKNOWN || b.type().kind() == TypeKind.UNKNOWN;
    }

    private static String typeName(ColumnInfo c) {
        return c.type().sqlName();
    }
}
