package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;

/**
 * Column defaults that call {@code nextval} on a sequence: PostgreSQL records them in pg_depend, so
 * DROP SEQUENCE refuses (2BP01) while one exists and CASCADE removes those defaults; a serial
 * column's sequence is one of them. Lanin keeps defaults as text, so the dependency is read from it:
 * every {@code nextval('name'...)} literal, an unqualified name taken in the table's schema, then
 * public (where the catalog keeps it when the default was written).
 */
final class SequenceDependents {
    private static final Pattern NEXTVAL = Pattern.compile("(?i)nextval\\s*\\(\\s*'((?:[^']|'')+)'");

    private SequenceDependents() {
    }

    private record Dependent(TableDef table, ColumnDef column) {
    }

    /** DROP SEQUENCE {@code key}: refused while defaults use it, or (CASCADE) with those defaults dropped. */
    static Catalog.Edit dropOrRefuse(Catalog.Edit e, String key, boolean cascade, boolean several) {
        List<Dependent> deps = of(e.base(), key);
        if (deps.isEmpty()) {
            return e;
        }
        if (!cascade) {
            StringBuilder detail = new StringBuilder();
            for (Dependent d : deps) {
                // keys: bare in public, schema-qualified elsewhere, as PostgreSQL names objects off the default path
                detail.append(detail.length() == 0 ? "" : "\n").append("default value for column ").append(d.column().name())
                        .append(" of table ").append(d.table().name()).append(" depends on sequence ").append(key);
            }
            throw several ? LaninException.of(RenameDdlMsg.SEQ_DEPENDS_SEVERAL, detail)
                    : LaninException.of(RenameDdlMsg.SEQ_DEPENDS, key, detail);
        }
        Catalog.Edit out = e;
        for (Dependent d : deps) {
            TableDef t = out.base().table(d.table().name());
            List<ColumnDef> cols = new ArrayList<>(t.columns());
            cols.set(d.column().slot(), t.columns().get(d.column().slot()).withDefault(null));
            out = out.putTable(t.withColumns(cols));
        }
        return out;
    }

    private static List<Dependent> of(CatalogSnapshot base, String key) {
        List<Dependent> out = new ArrayList<>();
        for (TableDef t : base.tables()) {
            for (ColumnDef c : t.liveColumns()) {
                if (c.defaultSql() != null && c.identity() == 0 && uses(c.defaultSql(), t, key, base)) {
                    out.add(new Dependent(t, c));
                }
            }
        }
        return out;
    }

    private static boolean uses(String defaultSql, TableDef t, String key, CatalogSnapshot base) {
        Matcher m = NEXTVAL.matcher(defaultSql);
        while (m.find()) {
            String name = m.group(1).replace("''", "'");
            String unquoted = name.replace("\"", "");
            if (unquoted.indexOf('.') >= 0) {
                if (Namespace.key(Namespace.schemaOf(unquoted), Namespace.nameOf(unquoted)).equals(key)) {
                    return true;
                }
                continue;
            }
            String inTable = Namespace.key(Namespace.schemaOf(t.name()), unquoted);
            String resolved = base.sequence(inTable) != null ? inTable : unquoted;
            if (resolved.equals(key)) {
                return true;
            }
        }
        return false;
    }
}
