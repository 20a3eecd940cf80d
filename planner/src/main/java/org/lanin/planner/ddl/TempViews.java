package org.lanin.planner.ddl;

import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.plan.Planner;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.plan.ViewMsg;
import org.lanin.planner.session.Setting;
import org.lanin.planner.session.TempTables;

/**
 * Temporary views (PostgreSQL's DefineView and isQueryUsingTempRelation): {@code CREATE TEMP VIEW},
 * a view named {@code pg_temp.v}, and a view whose query reads a temporary table or view of the
 * session (with PostgreSQL's notice, here a warning, "view ... will be a temporary view") live in the
 * session's {@code pg_temp_N} schema and go with it when the session closes. A temporary view named
 * with a permanent schema is 42P16. A materialized view may not read temporary relations (0A000).
 *
 * <p>The view's text is bound at each use under {@link SearchPath#ofView}: for a view in
 * {@code pg_temp_N} that is the temporary schema, then public, so it still finds what it read.
 */
final class TempViews {
    private static final String TEMP_ALIAS = "pg_temp";

    private TempViews() {
    }

    /** The key CREATE VIEW creates {@code v} under: its own, or in the session's temporary schema. */
    static String place(StatementRuntime rt, DdlStatement.CreateView v) {
        TempTables temp = rt.session().tempTables();
        String schema = temp.schema();
        String written = v.writtenSchema();
        boolean namedTemp = TEMP_ALIAS.equals(written) || schema.equals(written);
        if (!v.temp() && !namedTemp) {
            if (!readsTemp(rt, v.query(), v.name())) {
                return v.name();
            }
            rt.session().warn(ViewMsg.WILL_BE_TEMPORARY.format(Namespace.nameOf(v.name())));
        }
        if (written != null && !namedTemp) {
            throw LaninException.of(ViewMsg.TEMP_IN_PERMANENT_SCHEMA);
        }
        var catalog = rt.database().catalog();
        catalog.change(edit -> edit.base().namespace(schema) != null ? edit
                : edit.putNamespace(new Namespace(schema, catalog.newOid(), Setting.SESSION_USER)));
        temp.use();
        return Namespace.key(schema, Namespace.nameOf(v.name()));
    }

    /** 0A000 when a materialized view's query reads a temporary table or view of the session. */
    static void refuseInMatview(StatementRuntime rt, String query, String name) {
        if (readsTemp(rt, query, name)) {
            throw LaninException.of(ViewMsg.MATVIEW_OVER_TEMP);
        }
    }

    /**
     * Whether {@code query}, its names looked up as the session would (the temporary schema first,
     * then the relation's schema and public), names a relation in the session's temporary schema.
     */
    private static boolean readsTemp(StatementRuntime rt, String query, String name) {
        String schema = rt.session().tempTables().schema();
        CatalogSnapshot c = rt.database().catalog().current();
        if (c.namespace(schema) == null) {
            return false;
        }
        String own = Namespace.schemaOf(name);
        List<String> entries = own.equals(Namespace.PUBLIC_NAME) ? List.of(schema, own)
                : List.of(schema, own, Namespace.PUBLIC_NAME);
        SearchPath path = new SearchPath(entries, SearchPath.DEFAULT.user());
        return Planner.relationsNamed(query, c, rt.database(), path).stream()
                .anyMatch(k -> Namespace.schemaOf(k).equals(schema));
    }
}
