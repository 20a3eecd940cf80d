package org.lanin.planner.catalogview;

import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.planner.plan.ViewReads;

/**
 * pg_depend's rows for views and materialized views, as PostgreSQL records them for the rewrite
 * rule ({@code _RETURN}, in pg_rewrite) that holds the query: the rule depends internally ('i') and
 * normally ('n') on its view, and normally on each column of each relation the query reads, or on the whole
 * relation when it reads none of its columns. The rule's oid is synthetic, stable per view name.
 * What is read comes from {@link ViewReads}, so a system view without a database to bind in shows
 * no such rows.
 */
final class ViewDepends {
    private ViewDepends() {
    }

    /** pg_rewrite: the {@code _RETURN} rule of each view and materialized view (its query is not shown), then CREATE RULE's rules. */
    static SystemView rewrite() {
        return new CatalogTable("pg_catalog", "pg_rewrite", "oid:oid rulename:name ev_class:oid ev_type:char"
                + " ev_enabled:char is_instead:boolean ev_qual:pg_node_tree ev_action:pg_node_tree").view((c, out) -> {
                    for (ViewDef v : c.catalog().views()) {
                        out.accept(r -> rule(r, v.name(), PgRelations.viewOid(v.name())));
                    }
                    for (TableDef t : c.catalog().tables()) {
                        if (t.isMatview()) {
                            out.accept(r -> rule(r, t.name(), t.oid()));
                        }
                    }
                    RuleViews.rewriteRows(c, out);
                });
    }

    private static CatalogTable.Row rule(CatalogTable.Row r, String key, long relationOid) {
        return r.set("oid", PgOids.synthetic("rule", key)).set("rulename", "_RETURN").set("ev_class", relationOid)
                .set("ev_type", "1").set("ev_enabled", "O").set("is_instead", true);
    }

    static void rows(SystemView.Context c, Consumer<UnaryOperator<CatalogTable.Row>> out) {
        if (c.database() == null) {
            return;
        }
        for (ViewDef v : c.catalog().views()) {
            rule(c, v.name(), v.sql(), PgRelations.viewOid(v.name()), out);
        }
        for (TableDef t : c.catalog().tables()) {
            if (t.isMatview()) {
                rule(c, t.name(), t.matview().sql(), t.oid(), out);
            }
        }
    }

    private static void rule(SystemView.Context c, String key, String sql, long relationOid,
                             Consumer<UnaryOperator<CatalogTable.Row>> out) {
        long rule = PgOids.synthetic("rule", key);
        out.accept(r -> r.set("classid", PgOids.PG_REWRITE).set("objid", rule).set("refclassid", PgOids.PG_CLASS)
                .set("refobjid", relationOid).set("deptype", "i"));
        out.accept(r -> dependency(r, rule, relationOid, 0)); // PostgreSQL's rule query names its own relation too
        Set<String> reads = ViewReads.relations(key, sql, c.catalog(), c.database());
        for (String read : reads) {
            TableDef t = c.catalog().table(read);
            ViewDef v = c.catalog().view(read);
            long oid = t != null ? t.oid() : v != null ? PgRelations.viewOid(read) : -1;
            if (oid < 0) {
                continue;
            }
            List<String> columns = t != null ? t.liveColumns().stream().map(ColumnDef::name).toList() : v.columns();
            boolean any = false;
            for (int i = 0; i < columns.size(); i++) {
                if (ViewReads.readsColumn(sql, columns.get(i))) {
                    int attnum = t != null ? t.liveColumns().get(i).attnum() : i + 1;
                    out.accept(r -> dependency(r, rule, oid, attnum));
                    any = true;
                }
            }
            if (!any) {
                out.accept(r -> dependency(r, rule, oid, 0));
            }
        }
    }

    private static CatalogTable.Row dependency(CatalogTable.Row r, long rule, long oid, int subid) {
        return r.set("classid", PgOids.PG_REWRITE).set("objid", rule).set("refclassid", PgOids.PG_CLASS)
                .set("refobjid", oid).set("refobjsubid", subid).set("deptype", "n");
    }
}
