package org.lanin.planner.ddl;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.Comments;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.ddl.DdlStatement.CommentOn;
import org.lanin.planner.ddl.DdlStatement.ObjectKind;
import org.lanin.planner.plan.StatementRuntime;

/** COMMENT ON ... IS 'text' | NULL: the object must exist and be of the kind named, as in PostgreSQL. */
final class CommentExecutor {
    private CommentExecutor() {
    }

    static Object run(StatementRuntime rt, CommentOn c) {
        rt.database().catalog().change(edit -> {
            Comments.Key key = key(edit.base(), c);
            return edit.withComments(edit.base().comments().with(key, c.text()));
        });
        return null;
    }

    private static Comments.Key key(CatalogSnapshot snap, CommentOn c) {
        if (c.kind() == ObjectKind.SCHEMA) {
            if (snap.namespace(c.name()) == null && !org.lanin.engine.catalog.Namespace.isSystem(c.name())) {
                throw LaninException.of(org.lanin.planner.bind.SchemaMsg.SCHEMA_MISSING, c.name());
            }
            return Comments.schema(c.name());
        }
        if (c.kind() == ObjectKind.TYPE || c.kind() == ObjectKind.DOMAIN) {
            return Comments.type(TypeDdl.requireType(snap, c.name(), c.kind() == ObjectKind.DOMAIN).oid());
        }
        if (!snap.relationExists(c.name())) {
            throw LaninException.of(EngineMsg.UNDEFINED_TABLE, c.name());
        }
        if (c.kind() == ObjectKind.CONSTRAINT) {
            TableDef t = snap.table(c.name());
            if (t == null || !t.hasConstraint(c.column())) {
                throw LaninException.of(ConstraintValidationMsg.MISSING_FOR_TABLE, c.column(),
                        org.lanin.engine.catalog.Namespace.nameOf(c.name()));
            }
            return Comments.constraint(t.oid(), c.column());
        }
        if (c.column() != null) {
            return column(snap, c.name(), c.column());
        }
        return switch (c.kind()) {
            case TABLE, MATERIALIZED_VIEW -> {
                TableDef t = snap.table(c.name());
                boolean matview = c.kind() == ObjectKind.MATERIALIZED_VIEW;
                if (t == null || t.isMatview() != matview) {
                    throw matview ? LaninException.of(org.lanin.planner.plan.ViewMsg.NOT_A_MATVIEW_OBJECT, c.name())
                            : LaninException.of(org.lanin.planner.PlannerMsg.NOT_A_TABLE, c.name());
                }
                yield Comments.table(t.oid(), 0); // a materialized view's comment is its table's, as pg_description keys it
            }
            case INDEX -> {
                IndexDef i = snap.index(c.name());
                if (i == null) {
                    throw LaninException.of(RenameDdlMsg.NOT_AN_INDEX, c.name());
                }
                yield Comments.index(i.oid());
            }
            case SEQUENCE -> {
                if (snap.sequence(c.name()) == null) {
                    throw LaninException.of(RenameDdlMsg.NOT_A_SEQUENCE, c.name());
                }
                yield Comments.sequence(c.name());
            }
            default -> {
                if (snap.view(c.name()) == null) {
                    throw LaninException.of(RenameDdlMsg.NOT_A_VIEW, c.name());
                }
                yield Comments.view(c.name(), 0);
            }
        };
    }

    private static Comments.Key column(CatalogSnapshot snap, String relation, String column) {
        TableDef t = snap.table(relation);
        if (t != null) {
            ColumnDef col = t.column(column);
            if (col == null) {
                throw LaninException.of(EngineMsg.UNDEFINED_COLUMN, column, relation);
            }
            return Comments.table(t.oid(), col.attnum());
        }
        ViewDef v = snap.view(relation);
        if (v != null && v.columns().contains(column)) {
            return Comments.view(relation, v.columns().indexOf(column) + 1);
        }
        if (v != null) {
            throw LaninException.of(EngineMsg.UNDEFINED_COLUMN, column, relation);
        }
        throw LaninException.of(RenameDdlMsg.NO_COLUMNS, relation);
    }
}
