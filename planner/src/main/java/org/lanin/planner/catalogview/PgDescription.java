package org.lanin.planner.catalogview;

import java.util.Map;
import org.lanin.engine.catalog.Comments;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.planner.routine.catalog.RoutineCommentKeys;
import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

/**
 * pg_description: one row per COMMENT ON whose object exists, keyed as PostgreSQL keys it
 * (objoid, the catalog the object lives in as classoid, objsubid the column or 0). Views and
 * sequences carry the synthetic oids pg_class shows them with; a routine's or trigger's comment
 * is listed while the registry still holds it.
 */
final class PgDescription {
    private PgDescription() {
    }

    static SystemView view() {
        return new CatalogTable("pg_catalog", "pg_description", "objoid:oid classoid:oid objsubid:integer description:text")
                .view((c, out) -> {
                    Routines reg = Routines.existing(c.database());
                    for (Map.Entry<Comments.Key, String> e : c.catalog().comments().all().entrySet()) {
                        Comments.Key k = e.getKey();
                        long[] row = row(c, reg, k);
                        if (row != null) {
                            out.accept(r -> r.set("objoid", row[0]).set("classoid", row[1]).set("objsubid", k.subId())
                                    .set("description", e.getValue()));
                        }
                    }
                });
    }

    /** {objoid, classoid} of a comment's object, or null when the object is gone. */
    private static long[] row(SystemView.Context c, Routines reg, Comments.Key k) {
        return switch (k.kind()) {
            case "table", "index" -> relationExists(c, Long.parseLong(k.object()))
                    ? new long[] {Long.parseLong(k.object()), PgOids.PG_CLASS} : null;
            case "type" -> c.catalog().types().stream().anyMatch(t -> t.oid() == Long.parseLong(k.object()))
                    ? new long[] {Long.parseLong(k.object()), PgOids.PG_TYPE} : null;
            case "view" -> viewRow(c, k.object());
            case "sequence" -> sequenceRow(c, k.object());
            case "schema" -> {
                var n = c.catalog().namespace(k.object());
                yield new long[] {n != null ? n.oid() : PgOids.namespace(k.object()), PgOids.PG_NAMESPACE};
            }
            case "constraint" -> constraintRow(c, k.object());
            case "routine" -> routineRow(reg, Long.parseLong(k.object()));
            case "trigger" -> triggerRow(reg, Long.parseLong(k.object()));
            default -> null;
        };
    }

    private static boolean relationExists(SystemView.Context c, long oid) {
        for (var t : c.catalog().tables()) {
            if (t.oid() == oid || t.indexes().stream().anyMatch(i -> i.oid() == oid)) {
                return true;
            }
        }
        return false;
    }

    private static long[] viewRow(SystemView.Context c, String name) {
        ViewDef v = c.catalog().view(name);
        return v == null ? null : new long[] {PgRelations.viewOid(name), PgOids.PG_CLASS};
    }

    private static long[] sequenceRow(SystemView.Context c, String name) {
        SequenceDef s = c.catalog().sequence(name);
        return s == null ? null : new long[] {PgRelations.sequenceOid(name), PgOids.PG_CLASS};
    }

    /** A constraint's row: its table's oid and its name ("oid.name"), while both exist. */
    private static long[] constraintRow(SystemView.Context c, String object) {
        TableDef t = PgConstraints.commented(c.catalog(), object);
        return t == null ? null : new long[] {PgConstraints.oid(t, object.substring(object.indexOf('.') + 1)), PgOids.PG_CONSTRAINT};
    }

    private static long[] routineRow(Routines reg, long oid) {
        for (RoutineDef r : reg == null ? java.util.List.<RoutineDef>of() : reg.all()) {
            if (r.oid() == oid) {
                return new long[] {oid, RoutineCommentKeys.PG_PROC};
            }
        }
        return null;
    }

    private static long[] triggerRow(Routines reg, long oid) {
        for (TriggerDef t : reg == null ? java.util.List.<TriggerDef>of() : reg.triggers()) {
            if (t.oid() == oid) {
                return new long[] {oid, RoutineCommentKeys.PG_TRIGGER};
            }
        }
        return null;
    }
}
