package org.lanin.dump;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.Comments;
import org.lanin.engine.catalog.DomainDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.UserType;
import org.lanin.engine.catalog.ViewDef;

/**
 * COMMENT ON for every comment whose object still exists (Lanin keeps a view's or sequence's
 * comment by name after the object is dropped, see the README's known limits; those are not
 * written). Written last, when every object they name exists.
 */
final class CommentDdl {
    private final CatalogSnapshot catalog;
    private final SqlNames names;
    private final RoutineDdl routines;

    CommentDdl(CatalogSnapshot catalog, SqlNames names, RoutineDdl routines) {
        this.catalog = catalog;
        this.names = names;
        this.routines = routines;
    }

    /** By object kind, then by what COMMENT ON names (not by oid: a reloaded database numbers its objects anew). */
    List<DumpEntry> comments() {
        record Named(Comments.Key key, String target, String text) {
        }
        List<Named> all = new ArrayList<>();
        for (Map.Entry<Comments.Key, String> e : catalog.comments().all().entrySet()) {
            String target = target(e.getKey());
            if (target != null) {
                all.add(new Named(e.getKey(), target, e.getValue()));
            }
        }
        all.sort(Comparator.comparing((Named n) -> n.key().kind()).thenComparing(Named::target));
        List<DumpEntry> out = new ArrayList<>();
        for (Named n : all) {
            out.add(new DumpEntry(n.target(), "COMMENT", "-", "COMMENT ON " + n.target() + " IS " + SqlNames.literal(n.text()) + ";"));
        }
        return out;
    }

    /** {@code CONSTRAINT c ON public.t} of a constraint comment's object ("tableOid.name"); null when gone. */
    private String constraint(String object) {
        TableDef t = org.lanin.planner.catalogview.PgConstraints.commented(catalog, object);
        return t == null ? null : "CONSTRAINT " + names.ident(object.substring(object.indexOf('.') + 1)) + " ON "
                + names.qualified(t.name());
    }

    /** What COMMENT ON names, e.g. {@code COLUMN public.t.c}; null when the object is gone. */
    private String target(Comments.Key k) {
        return switch (k.kind()) {
            case "table" -> table(Long.parseLong(k.object()), k.subId());
            case "index" -> index(Long.parseLong(k.object()));
            case "constraint" -> constraint(k.object());
            case "type" -> type(Long.parseLong(k.object()));
            case "view" -> view(k.object(), k.subId());
            case "routine" -> routines.commentTarget(Long.parseLong(k.object()));
            case "trigger" -> routines.triggerCommentTarget(Long.parseLong(k.object()));
            case "sequence" -> catalog.sequence(k.object()) == null ? null : "SEQUENCE " + names.qualified(k.object());
            default -> null;
        };
    }

    private String table(long oid, int attnum) {
        for (TableDef t : catalog.tables()) {
            if (t.oid() != oid) {
                continue;
            }
            if (attnum == 0) {
                return (t.isMatview() ? "MATERIALIZED VIEW " : "TABLE ") + names.qualified(t.name());
            }
            for (ColumnDef c : t.liveColumns()) {
                if (c.attnum() == attnum) {
                    return "COLUMN " + names.qualified(t.name()) + "." + names.ident(c.name());
                }
            }
        }
        return null;
    }

    private String index(long oid) {
        for (TableDef t : catalog.tables()) {
            for (IndexDef i : t.indexes()) {
                if (i.oid() == oid) {
                    return "INDEX " + names.inSchemaOf(t.name(), Namespace.nameOf(i.name()));
                }
            }
        }
        return null;
    }

    private String type(long oid) {
        for (UserType u : catalog.types()) {
            if (u.oid() == oid) {
                return (u instanceof DomainDef ? "DOMAIN " : "TYPE ") + names.qualified(u.name());
            }
        }
        return null;
    }

    private String view(String name, int column) {
        ViewDef v = catalog.view(name);
        if (v == null || column > v.columns().size()) {
            return null;
        }
        return column == 0 ? "VIEW " + names.qualified(name)
                : "COLUMN " + names.qualified(name) + "." + names.ident(v.columns().get(column - 1));
    }
}
