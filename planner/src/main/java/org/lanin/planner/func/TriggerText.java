package org.lanin.planner.func;

import java.util.List;
import java.util.StringJoiner;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.func.FormatFunction;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

/**
 * pg_get_triggerdef (ruleutils.c's {@code pg_get_triggerdef_worker}): {@code CREATE TRIGGER name
 * BEFORE|AFTER events ON table FOR EACH ROW|STATEMENT [WHEN (...)] EXECUTE FUNCTION f(args)}, the
 * events in PostgreSQL's order (INSERT, DELETE, UPDATE [OF ...], TRUNCATE). Not pretty, the table is
 * always schema-qualified; pretty, only when the search path does not find it. The function is
 * qualified when the search path (pg_catalog first) does not find it.
 *
 * <p>Departure: the WHEN condition is its source text (PostgreSQL deparses it), in the parentheses
 * PostgreSQL's deparser puts around an operator expression when not pretty.
 */
public final class TriggerText {
    private final CatalogSnapshot catalog;
    private final SearchPath path;
    private final Routines routines;

    public TriggerText(CatalogSnapshot catalog, SearchPath path, Routines routines) {
        this.catalog = catalog;
        this.path = path;
        this.routines = routines;
    }

    /** The definition, or null when the trigger's table is gone. */
    public String definition(TriggerDef t, boolean pretty) {
        TableDef table = table(t.tableOid());
        if (table == null) {
            return null;
        }
        StringBuilder b = new StringBuilder("CREATE TRIGGER ").append(FormatFunction.quoteIdent(t.name()))
                .append(t.instead() ? " INSTEAD OF" : t.before() ? " BEFORE" : " AFTER");
        StringJoiner events = new StringJoiner(" OR ", " ", "");
        for (String e : List.of("INSERT", "DELETE", "UPDATE", "TRUNCATE")) {
            if (t.firesOn(e)) {
                events.add(e.equals("UPDATE") && !t.updateColumns().isEmpty() ? "UPDATE OF " + columns(t) : e);
            }
        }
        b.append(events).append(" ON ").append(pretty ? new RoutineText(catalog, path).visible(table.name(), false)
                : RoutineText.qualified(table.name()));
        b.append(t.forEachRow() ? " FOR EACH ROW " : " FOR EACH STATEMENT ");
        if (t.whenText() != null) {
            String when = bare(t.whenText().strip());
            b.append(pretty ? "WHEN (" + when + ") " : "WHEN ((" + when + ")) ");
        }
        StringJoiner args = new StringJoiner(", ", "(", ")");
        t.args().forEach(a -> args.add("'" + a.replace("'", "''") + "'"));
        return b.append("EXECUTE FUNCTION ").append(function(t.function())).append(args).toString();
    }

    /** {@code text} without parentheses around all of it (so a definition read back is written the same). */
    static String bare(String text) {
        String s = text;
        while (s.length() >= 2 && s.charAt(0) == '(' && closing(s) == s.length() - 1) {
            s = s.substring(1, s.length() - 1).strip();
        }
        return s;
    }

    /** The index of the parenthesis closing the one at 0, skipping quoted text; -1 when none. */
    private static int closing(String s) {
        int depth = 0;
        char quote = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }

    private String columns(TriggerDef t) {
        StringJoiner out = new StringJoiner(", ");
        t.updateColumns().forEach(c -> out.add(FormatFunction.quoteIdent(c)));
        return out.toString();
    }

    /** generate_function_name: bare when the first schema of the path holding that name is the function's. */
    private String function(String key) {
        int dot = key.indexOf('.');
        String schema = key.substring(0, dot);
        String name = key.substring(dot + 1);
        for (String s : path.withImplicit(catalog)) {
            boolean here = s.equals(schema) || !routines.named(s, name).isEmpty();
            if (here) {
                return s.equals(schema) ? FormatFunction.quoteIdent(name)
                        : FormatFunction.quoteIdent(schema) + "." + FormatFunction.quoteIdent(name);
            }
        }
        return FormatFunction.quoteIdent(schema) + "." + FormatFunction.quoteIdent(name);
    }

    private TableDef table(long oid) {
        for (TableDef d : catalog.tables()) {
            if (d.oid() == oid) {
                return d;
            }
        }
        return null;
    }
}
