package org.lanin.planner.rewrite;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;

/** The table a statement with rules writes: its name as SQL and its columns, as the rewrite spells them. */
record RuleTarget(TableDef table) {
    /** The table's name, schema-qualified and quoted. */
    String sqlName() {
        return RuleText.quote(Namespace.schemaOf(table.name())) + "." + RuleText.quote(Namespace.nameOf(table.name()));
    }

    String name() {
        return Namespace.nameOf(table.name());
    }

    List<ColumnDef> columns() {
        List<ColumnDef> out = new ArrayList<>();
        for (ColumnDef c : table.columns()) {
            if (!c.dropped()) {
                out.add(c);
            }
        }
        return out;
    }

    boolean has(String column) {
        return table.column(column) != null && !table.column(column).dropped();
    }

    /** {@code CAST(text AS type)}: a value as the column holds it, so NEW's columns have the table's types. */
    static String typed(String text, ColumnDef c) {
        return "CAST(" + text + " AS " + c.type().sqlName() + ")";
    }

    /** The column's default as SQL, or NULL (generated and identity columns included: their values come later). */
    static String defaultText(ColumnDef c) {
        return c.defaultSql() == null || c.generated() ? "NULL" : "(" + c.defaultSql() + ")";
    }
}
