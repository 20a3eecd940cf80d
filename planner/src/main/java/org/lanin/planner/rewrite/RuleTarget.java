package org.lanin.planner.rewrite;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.type.DataType;

/**
 * The relation a statement with rules writes, a table or a view: its catalog key and its columns
 * (a view's with the types of its query's columns and the defaults ALTER VIEW gave them), as the
 * rewrite spells them.
 */
record RuleTarget(String key, List<ColumnDef> columns) {
    static RuleTarget of(TableDef t) {
        List<ColumnDef> out = new ArrayList<>();
        for (ColumnDef c : t.columns()) {
            if (!c.dropped()) {
                out.add(c);
            }
        }
        return new RuleTarget(t.name(), List.copyOf(out));
    }

    static RuleTarget of(ViewDef v, List<DataType> types) {
        List<ColumnDef> out = new ArrayList<>();
        for (int i = 0; i < v.columns().size(); i++) {
            String c = v.columns().get(i);
            out.add(new ColumnDef(c, i + 1, types.get(i), false, v.defaultOf(c), null, (char) 0, false));
        }
        return new RuleTarget(v.name(), List.copyOf(out));
    }

    /** The relation's name, schema-qualified and quoted. */
    String sqlName() {
        return RuleText.quote(Namespace.schemaOf(key)) + "." + RuleText.quote(Namespace.nameOf(key));
    }

    String name() {
        return Namespace.nameOf(key);
    }

    List<String> columnNames() {
        List<String> out = new ArrayList<>();
        columns.forEach(c -> out.add(c.name()));
        return out;
    }

    /** An action's text with {@code new.*} / {@code old.*} spelled out as this relation's columns. */
    String expandStars(String action) {
        return RuleReferences.expandStars(action, columnNames());
    }

    ColumnDef column(String name) {
        for (ColumnDef c : columns) {
            if (c.name().equals(name)) {
                return c;
            }
        }
        return null;
    }

    boolean has(String column) {
        return column(column) != null;
    }

    /** {@code CAST(text AS type)}: a value as the column holds it, so NEW's columns have the relation's types. */
    static String typed(String text, ColumnDef c) {
        return "CAST(" + text + " AS " + c.type().sqlName() + ")";
    }

    /** The column's default as SQL, or NULL (generated and identity columns included: their values come later). */
    static String defaultText(ColumnDef c) {
        return c.defaultSql() == null || c.generated() ? "NULL" : "(" + c.defaultSql() + ")";
    }
}
