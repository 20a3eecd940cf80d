package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.SchemaNames;
import org.lanin.planner.ddl.DdlLexer;
import org.lanin.planner.func.Aggregates;

/**
 * Whether a view is automatically updatable, by PostgreSQL's rules and in the order of
 * {@code view_query_is_auto_updatable} (rewriteHandler.c): one base table or view in FROM and no
 * DISTINCT, GROUP BY, HAVING, set operation, WITH, LIMIT/OFFSET, aggregate, window function or
 * set-returning function; its columns that are plain references to base columns are updatable.
 *
 * @param base       the base relation's catalog key
 * @param baseText   how the rewritten statement names the base relation ({@code "s"."t" AS alias})
 * @param alias      the name the view's query qualifies base columns with (its FROM alias, else the name)
 * @param columns    view column -> its expression text over the base relation, in view order
 * @param where      the view's WHERE as text, null when it has none
 * @param baseColumns the base relation's column names
 */
public record UpdatableView(String base, String baseText, String alias, Map<String, String> columns, String where,
                     List<String> baseColumns) {
    private static final Set<String> SET_RETURNING = Set.of("generate_series", "unnest", "generate_subscripts",
            "jsonb_array_elements", "jsonb_array_elements_text", "json_array_elements", "json_array_elements_text",
            "jsonb_each", "jsonb_each_text", "json_each", "json_each_text", "jsonb_object_keys", "json_object_keys",
            "regexp_matches", "regexp_split_to_table", "string_to_table", "jsonb_path_query");

    /** The view's analysis; throws PostgreSQL's 55000 for {@code verb} when it is not auto-updatable. */
    static UpdatableView of(ViewDef view, CatalogSnapshot catalog, SearchPath path, String verb) {
        Object r = analyse(view, catalog, path);
        if (r instanceof String detail) {
            throw notUpdatable(view, detail, verb);
        }
        return (UpdatableView) r;
    }

    /** PostgreSQL's DETAIL when {@code view} is not automatically updatable, else null. */
    public static String reason(ViewDef view, CatalogSnapshot catalog) {
        try {
            return analyse(view, catalog, SearchPath.ofView(view.name())) instanceof String s ? s : null;
        } catch (LaninException e) {
            return e.getMessage();
        }
    }

    /**
     * PostgreSQL's {@code relation_is_updatable} for a view without triggers or rules: automatically
     * updatable, with an updatable column, over a table or a view that is so too.
     */
    public static boolean isUpdatable(ViewDef view, CatalogSnapshot catalog) {
        for (int depth = 0; depth < 100 && view != null; depth++) {
            Object r;
            try {
                r = analyse(view, catalog, SearchPath.ofView(view.name()));
            } catch (LaninException e) {
                return false;
            }
            if (!(r instanceof UpdatableView u) || !u.hasUpdatableColumn()) {
                return false;
            }
            ViewDef next = catalog.view(u.base());
            if (next == null) {
                return true;
            }
            view = next;
        }
        return false;
    }

    /** True when at least one column is a plain base column (PostgreSQL's is_insertable_into needs one). */
    boolean hasUpdatableColumn() {
        return columns.values().stream().anyMatch(ViewColumnMap::isPlainColumn);
    }

    private static Object analyse(ViewDef view, CatalogSnapshot catalog, SearchPath path) {
        if (!(Planner.parse(view.sql()) instanceof Select select)) {
            return "Views that do not select from a single table or view are not automatically updatable.";
        }
        if (!(select instanceof PlainSelect ps)) {
            return select instanceof net.sf.jsqlparser.statement.select.SetOperationList
                    ? "Views containing UNION, INTERSECT, or EXCEPT are not automatically updatable."
                    : "Views that do not select from a single table or view are not automatically updatable.";
        }
        String clause = ps.getDistinct() != null ? "DISTINCT" : ps.getGroupBy() != null ? "GROUP BY"
                : ps.getHaving() != null ? "HAVING" : null;
        if (clause != null) {
            return "Views containing " + clause + " are not automatically updatable.";
        }
        if (ps.getWithItemsList() != null && !ps.getWithItemsList().isEmpty()) {
            return "Views containing WITH are not automatically updatable.";
        }
        if (ps.getLimit() != null || ps.getOffset() != null || ps.getFetch() != null) {
            return "Views containing LIMIT or OFFSET are not automatically updatable.";
        }
        String returned = functionKind(ps.getSelectItems());
        if (returned != null) {
            return "Views that return " + returned + " are not automatically updatable.";
        }
        if (!(ps.getFromItem() instanceof Table from) || ps.getJoins() != null && !ps.getJoins().isEmpty()) {
            return "Views that do not select from a single table or view are not automatically updatable.";
        }
        String schema = from.getSchemaName() == null ? null : Names.fold(from.getSchemaName());
        String key = SchemaNames.existing(catalog, path, schema, Names.fold(from.getName()), SchemaNames.tableOrView(catalog));
        TableDef table = catalog.table(key);
        if (table != null && table.isMatview() || table == null && catalog.view(key) == null) {
            return "Views that do not select from a single table or view are not automatically updatable.";
        }
        List<String> baseColumns = new ArrayList<>();
        if (table != null) {
            table.liveColumns().forEach(c -> baseColumns.add(c.name()));
        } else {
            baseColumns.addAll(catalog.view(key).columns());
        }
        String alias = from.getAlias() != null ? Names.fold(from.getAlias().getName()) : Names.fold(from.getName());
        String baseText = (schema == null ? "" : ViewColumnMap.quote(schema) + ".") + ViewColumnMap.quote(Names.fold(from.getName()))
                + (from.getAlias() != null ? " AS " + ViewColumnMap.quote(alias) : "");
        Map<String, String> columns = columns(view, ps.getSelectItems(), baseColumns, alias);
        return new UpdatableView(key, baseText, alias, columns, ps.getWhere() == null ? null : ps.getWhere().toString(),
                List.copyOf(baseColumns));
    }

    /** View column -> base expression text; {@code *} and {@code alias.*} expand to the base columns. */
    private static Map<String, String> columns(ViewDef view, List<SelectItem<?>> items, List<String> baseColumns, String alias) {
        List<String> exprs = new ArrayList<>();
        for (SelectItem<?> item : items) {
            Expression e = item.getExpression();
            if (e instanceof AllColumns) {
                baseColumns.forEach(c -> exprs.add(ViewColumnMap.quote(alias) + "." + ViewColumnMap.quote(c)));
            } else if (e instanceof Column c && (c.getTable() == null || c.getTable().getName() == null
                    || Names.fold(c.getTable().getName()).equals(alias))) {
                exprs.add(ViewColumnMap.quote(alias) + "." + ViewColumnMap.quote(Names.fold(c.getColumnName())));
            } else {
                exprs.add(e.toString());
            }
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < view.columns().size() && i < exprs.size(); i++) {
            out.put(view.columns().get(i), exprs.get(i));
        }
        return out;
    }

    /** "aggregate functions", "window functions" or "set-returning functions" the select list returns, else null. */
    private static String functionKind(List<SelectItem<?>> items) {
        StringBuilder text = new StringBuilder();
        items.forEach(i -> text.append(i).append(", "));
        List<DdlLexer.Token> t = DdlLexer.lex(text.toString());
        boolean aggregate = false;
        for (int i = 0; i + 1 < t.size(); i++) {
            if (t.get(i).is("over") && i > 0 && t.get(i - 1).isSymbol(")")) {
                return "window functions";
            }
            if (t.get(i).kind() == DdlLexer.Kind.WORD && t.get(i + 1).isSymbol("(")) {
                aggregate |= Aggregates.isAggregate(t.get(i).text());
                if (SET_RETURNING.contains(t.get(i).text())) {
                    return "set-returning functions";
                }
            }
        }
        return aggregate ? "aggregate functions" : null;
    }

    /** PostgreSQL's error for a view that is not automatically updatable, {@code verb} being INSERT, UPDATE or DELETE. */
    static LaninException notUpdatable(ViewDef view, String detail, String verb) {
        String name = org.lanin.engine.catalog.Namespace.nameOf(view.name());
        return switch (verb) {
            case "INSERT" -> LaninException.of(ViewMsg.NOT_UPDATABLE, "insert into", name, detail, "inserting into", verb, verb);
            case "UPDATE" -> LaninException.of(ViewMsg.NOT_UPDATABLE, "update", name, detail, "updating", verb, verb);
            default -> LaninException.of(ViewMsg.NOT_UPDATABLE, "delete from", name, detail, "deleting from", verb, verb);
        };
    }
}
