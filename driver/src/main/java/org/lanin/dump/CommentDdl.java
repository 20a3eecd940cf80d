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

    CommentDdl(CatalogSnapshot catalog, SqlNames names) {
        this.catalog = catalog;
        this.names = names;
    }

    List<DumpEntry> comments() {
        List<Map.Entry<Comments.Key, String>> all = new ArrayList<>(catalog.comments().all().entrySet());
        all.sort(Comparator.comparing((Map.Entry<Comments.Key, String> e) -> e.getKey().kind())
                .thenComparing(e -> e.getKey().object()).thenComparingInt(e -> e.getKey().subId()));
        List<DumpEntry> out = new ArrayList<>();
        for (Map.Entry<Comments.Key, String> e : all) {
            String target = target(e.getKey());
            if (target != null) {
                out.add(new DumpEntry(target, "COMMENT", "-", "COMMENT ON " + target + " IS " + SqlNames.literal(e.getValue()) + ";"));
            }
        }
        return out;
    }

    /** What COMMENT ON names, e.g. {@code COLUMN public.t.c}; null when the object is gone. */
    private String target(Comments.Key k) {
        return switch (k.kind()) {
            case "table" -> table(Long.parseLong(k.object()), k.subId());
            case "index" -> index(Long.parseLong(k.object()));
            case "type" -> type(Long.parseLong(k.object()));
            case "view" -> view(k.object(), k.subId());
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
