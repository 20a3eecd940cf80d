package org.lanin.planner.func;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Comments;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.UserType;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.planner.routine.catalog.RoutineCommentKeys;

/**
 * obj_description(object, 'pg_class' | 'pg_type' | 'pg_namespace' | 'pg_proc' | 'pg_trigger') and col_description(table, attnum) over the
 * catalog's {@link Comments}. The object is a relation's or type's oid (views and sequences by
 * the oids pg_class shows them with), or its name.
 */
public final class Descriptions {
    private Descriptions() {
    }

    public static String object(CatalogSnapshot snap, Object object, String catalog) {
        if (object == null || catalog == null) {
            return null;
        }
        if (catalog.equals("pg_type")) {
            UserType t = type(snap, object);
            return t == null ? null : snap.comments().get(Comments.type(t.oid()));
        }
        if (catalog.equals("pg_namespace")) {
            String schema = object instanceof Number oid ? org.lanin.planner.catalogview.PgNames.namespaceName(snap, oid.longValue())
                    : object.toString();
            return schema == null ? null : snap.comments().get(Comments.schema(schema));
        }
        if ((catalog.equals("pg_proc") || catalog.equals("pg_trigger")) && object instanceof Number oid) {
            return snap.comments().get(catalog.equals("pg_proc") ? RoutineCommentKeys.routine(oid.longValue())
                    : RoutineCommentKeys.trigger(oid.longValue()));
        }
        if (catalog.equals("pg_constraint") && object instanceof Number oid) {
            for (var e : snap.comments().all().entrySet()) {
                if (e.getKey().kind().equals("constraint")) {
                    var t = org.lanin.planner.catalogview.PgConstraints.commented(snap, e.getKey().object());
                    String name = e.getKey().object().substring(e.getKey().object().indexOf('.') + 1);
                    if (t != null && org.lanin.planner.catalogview.PgConstraints.oid(t, name) == oid.longValue()) {
                        return e.getValue();
                    }
                }
            }
            return null;
        }
        if (!catalog.equals("pg_class")) {
            return null;
        }
        Comments.Key k = relation(snap, object, 0);
        return k == null ? null : snap.comments().get(k);
    }

    public static String column(CatalogSnapshot snap, Object table, Object attnum) {
        if (table == null || !(attnum instanceof Number n) || n.intValue() <= 0) {
            return null;
        }
        Comments.Key k = relation(snap, table, n.intValue());
        return k == null ? null : snap.comments().get(k);
    }

    private static Comments.Key relation(CatalogSnapshot snap, Object object, int subId) {
        if (object instanceof Number oid) {
            String name = org.lanin.planner.catalogview.PgNames.relationName(snap, oid.longValue());
            if (name != null && (snap.view(name) != null || snap.sequence(name) != null)) {
                return relation(snap, name, subId);
            }
            for (TableDef t : snap.tables()) {
                if (t.oid() == oid.longValue()) {
                    return Comments.table(t.oid(), subId);
                }
                for (IndexDef i : t.indexes()) {
                    if (i.oid() == oid.longValue() && subId == 0) {
                        return Comments.index(i.oid());
                    }
                }
            }
            return null;
        }
        String name = unqualified(object.toString());
        TableDef t = snap.table(name);
        if (t != null) {
            return Comments.table(t.oid(), subId);
        }
        ViewDef v = snap.view(name);
        if (v != null) {
            return Comments.view(name, subId);
        }
        if (subId != 0) {
            return null;
        }
        IndexDef i = snap.index(name);
        if (i != null) {
            return Comments.index(i.oid());
        }
        return snap.sequence(name) != null ? Comments.sequence(name) : null;
    }

    private static UserType type(CatalogSnapshot snap, Object object) {
        if (object instanceof Number oid) {
            return snap.types().stream().filter(t -> t.oid() == oid.longValue()).findFirst().orElse(null);
        }
        return snap.type(unqualified(object.toString()));
    }

    private static String unqualified(String name) {
        String n = name.startsWith("public.") ? name.substring("public.".length()) : name;
        return n.startsWith("\"") && n.endsWith("\"") && n.length() > 1 ? n.substring(1, n.length() - 1) : n;
    }
}
