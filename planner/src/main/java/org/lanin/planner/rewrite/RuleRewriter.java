package org.lanin.planner.rewrite;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.delete.Delete;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.update.Update;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.catalog.SyntheticOids;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.type.DataType;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.SchemaNames;
import org.lanin.planner.rewrite.RewrittenQuery.Source;
import org.lanin.planner.routine.catalog.RuleDef;
import org.lanin.planner.routine.catalog.Routines;

/**
 * PostgreSQL's RewriteQuery / fireRules for INSERT, UPDATE and DELETE: the statement's rules on its
 * target (in name order) give the queries to run instead of it or beside it. An unconditional
 * INSTEAD rule replaces the statement; a conditional one takes the rows its condition holds for,
 * and the statement keeps the rest ({@code AND (condition) IS NOT TRUE}); an ALSO rule adds its
 * actions. The statement (or what is left of it) runs before the actions for INSERT and after them
 * for UPDATE and DELETE. Actions are rewritten in turn by the rules of their own targets; a rule
 * reached again through its own actions is 42P17.
 */
public final class RuleRewriter {
    /** What a rewrite reads: the catalog, the names' search path, the rules. */
    record Context(CatalogSnapshot catalog, SearchPath path, Routines rules, ViewTypes viewTypes, int[] aliases) {
        Context(CatalogSnapshot catalog, SearchPath path, Routines rules, ViewTypes viewTypes) {
            this(catalog, path, rules, viewTypes, new int[1]);
        }

        /** {@code name} for the first NEW or OLD of the statement, {@code name2}, {@code name3} ... for those of nested rewrites. */
        String alias(String name) {
            int n = ++aliases[0];
            return n == 1 ? name : name + n;
        }

        /** The table {@code t} names, or null (a view, or nothing). */
        TableDef table(Table t) {
            String key = key(t);
            return key == null ? null : catalog.table(key);
        }

        /** The catalog key of the table or view {@code t} names, or null. */
        String key(Table t) {
            String schema = t.getSchemaName() == null ? null : Names.fold(t.getSchemaName());
            try {
                return SchemaNames.existing(catalog, path, schema, Names.fold(t.getName()), SchemaNames.tableOrView(catalog));
            } catch (LaninException e) {
                return null; // the statement's planner reports it
            }
        }

        /** The oid the rules of the relation {@code key} are kept under (a table's, or a view's synthetic one), or -1. */
        long oid(String key) {
            TableDef t = catalog.table(key);
            if (t != null) {
                return t.oid();
            }
            return catalog.view(key) != null ? SyntheticOids.view(key) : -1;
        }

        RuleTarget target(String key) {
            TableDef t = catalog.table(key);
            if (t != null) {
                return RuleTarget.of(t);
            }
            ViewDef v = catalog.view(key);
            return RuleTarget.of(v, viewTypes.of(v));
        }
    }

    /** The types of a view's columns (its query planned: the planner's to give, it plans views). */
    public interface ViewTypes {
        List<DataType> of(ViewDef view);
    }

    private RuleRewriter() {
    }

    /** The statement after its rules, or null when its target has none for its command (it runs as it is). */
    public static Rewrite rewrite(Statement st, CatalogSnapshot catalog, SearchPath path, Object database, ViewTypes viewTypes) {
        Routines reg = Routines.existing(database);
        if (reg == null || reg.rules().isEmpty() || command(st) == null) {
            return null;
        }
        Context ctx = new Context(catalog, path, reg, viewTypes);
        List<String> stack = new ArrayList<>();
        List<RewrittenQuery> out = rewrite(st, Source.ORIGINAL, ctx, stack);
        if (out == null) {
            return null;
        }
        return new Rewrite(out, tagQuery(out, command(st)), command(st));
    }

    private static String command(Statement st) {
        return st instanceof Insert ? "INSERT" : st instanceof Update ? "UPDATE" : st instanceof Delete ? "DELETE" : null;
    }

    /** The queries {@code st} becomes (null: no rules for it), each tagged with where it came from. */
    private static List<RewrittenQuery> rewrite(Statement st, Source source, Context ctx, List<String> stack) {
        String command = command(st);
        if (command == null) {
            return null;
        }
        Table target = st instanceof Insert i ? i.getTable() : st instanceof Update u ? u.getTable() : ((Delete) st).getTable();
        String relation = ctx.key(target);
        long oid = relation == null ? -1 : ctx.oid(relation);
        if (oid < 0) {
            return null;
        }
        List<RuleDef> rules = new ArrayList<>();
        boolean updateRules = false;
        for (RuleDef r : ctx.rules().rulesOn(oid)) {
            if (r.event().equals(command)) {
                rules.add(r);
            }
            updateRules |= r.event().equals("UPDATE");
        }
        if (updateRules && st instanceof Insert i && i.getConflictAction() != null) {
            throw LaninException.of(RuleMsg.ON_CONFLICT_WITH_RULES); // PostgreSQL: INSERT or UPDATE rules
        }
        if (rules.isEmpty()) {
            return null;
        }
        String key = oid + " " + command;
        if (stack.contains(key)) {
            throw LaninException.of(RuleMsg.INFINITE_RECURSION, Namespace.nameOf(relation));
        }
        RuleReferences.fixParameters(st);
        RuleTarget t = ctx.target(relation);
        List<RewrittenQuery> fired = st instanceof Insert i ? new InsertRules(i, t, rules, ctx).queries()
                : new ModifyRules(st, t, rules, ctx).queries();
        stack.add(key);
        List<RewrittenQuery> out = new ArrayList<>();
        for (RewrittenQuery q : fired) {
            if (q.source() == Source.ORIGINAL) {
                out.add(new RewrittenQuery(q.statement(), source));
                continue;
            }
            List<RewrittenQuery> deeper = rewrite(q.statement(), q.source(), ctx, stack);
            out.addAll(deeper == null ? List.of(q) : deeper);
        }
        stack.remove(stack.size() - 1);
        return out;
    }

    /**
     * The queries {@code rule}'s actions become for a statement of its event on its relation
     * ({@code relation}, a catalog key): what CREATE RULE plans, without running, to check the actions.
     */
    public static List<Statement> actionsOf(RuleDef rule, String relation, CatalogSnapshot catalog, SearchPath path,
                                            Object database, ViewTypes viewTypes) {
        Context ctx = new Context(catalog, path, Routines.of(database), viewTypes);
        RuleTarget t = ctx.target(relation);
        String name = t.sqlName();
        Statement st;
        if (rule.event().equals("INSERT")) {
            st = RuleText.statement("INSERT INTO " + name + " DEFAULT VALUES");
        } else if (rule.event().equals("DELETE")) {
            st = RuleText.statement("DELETE FROM " + name + " WHERE false");
        } else {
            String col = RuleText.quote(t.columns().get(0).name());
            st = RuleText.statement("UPDATE " + name + " SET " + col + " = " + col + " WHERE false");
        }
        List<RewrittenQuery> fired = st instanceof Insert i ? new InsertRules(i, t, List.of(rule), ctx).queries()
                : new ModifyRules(st, t, List.of(rule), ctx).queries();
        List<Statement> out = new ArrayList<>();
        for (RewrittenQuery q : fired) {
            if (q.source() != Source.ORIGINAL) {
                out.add(q.statement());
            }
        }
        return out;
    }

    /** {@code e} with the names NEW's and OLD's columns have in rewritten queries put back as written ({@code new.zz}). */
    public static LaninException unmangled(LaninException e) {
        String m = RuleReferences.unmangle(e.primaryMessage());
        String hint = RuleReferences.unmangle(e.hint());
        return m.equals(e.primaryMessage()) && java.util.Objects.equals(hint, e.hint()) ? e : new LaninException(e.state(), m, hint, e);
    }

    /** PostgreSQL's canSetTag: the original if it is still there, else the last INSTEAD query of the same command. */
    private static int tagQuery(List<RewrittenQuery> queries, String command) {
        int last = -1;
        for (int i = 0; i < queries.size(); i++) {
            RewrittenQuery q = queries.get(i);
            if (q.source() == Source.ORIGINAL) {
                return i;
            }
            if ((q.source() == Source.INSTEAD || q.source() == Source.QUAL_INSTEAD) && command.equals(command(q.statement()))) {
                last = i;
            }
        }
        return last;
    }
}
