package org.lanin.planner.plan;

import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.TokenMgrException;
import net.sf.jsqlparser.statement.ExplainStatement;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.delete.Delete;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.WithItem;
import net.sf.jsqlparser.statement.update.Update;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.cost.PlannerSettings;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.ddl.DdlParser;
import org.lanin.planner.ddl.DdlPlans;
import org.lanin.planner.ddl.DdlStatement;
import org.lanin.planner.parse.LexicalCheck;
import org.lanin.planner.parse.SqlParser;
import org.lanin.planner.parse.UtilityParser;
import org.lanin.planner.cache.SqlScan;
import org.lanin.planner.parse.UtilityStatement;
import org.lanin.planner.session.LaninDatabase;

/**
 * SQL text to {@link Plan}: our own parsers take transaction control, settings and DDL;
 * JSqlParser takes queries and DML, which are bound and planned against the current catalog.
 */
public final class Planner {
    private Planner() {
    }

    public static Plan plan(String sql, LaninDatabase db) {
        return plan(sql, db, PlannerSettings.DEFAULT);
    }

    /** Plans {@code sql} under a session's cost settings and enable_* switches. */
    public static Plan plan(String sql, LaninDatabase db, PlannerSettings settings) {
        SqlScan scan = LexicalCheck.check(sql);
        if (scan.allStatements().isEmpty()) {
            throw LaninException.of(PlannerMsg.EMPTY_QUERY);
        }
        String uncommented = org.lanin.planner.parse.LeadingComments.strip(sql);
        if (uncommented != sql) { // the first word decides which parser reads the statement
            return plan(uncommented, db, settings);
        }
        String createAs = org.lanin.planner.cache.SelectInto.asCreateTableAs(sql);
        if (createAs != null) {
            return plan(createAs, db, settings);
        }
        UtilityStatement u = UtilityParser.parse(sql);
        if (!(u instanceof UtilityStatement.NotUtility)) {
            return UtilityPlans.of(u);
        }
        org.lanin.planner.explain.ExplainOptions explain = org.lanin.planner.explain.ExplainOptions.of(sql);
        if (explain != null) {
            long started = System.nanoTime();
            Plan inner = plan(explain.statement(), db, settings);
            return ExplainPlan.of(inner, explain, (System.nanoTime() - started) / 1e6);
        }
        Plan routine = org.lanin.planner.routine.RoutinePlans.plan(sql, db);
        if (routine != null) {
            return routine;
        }
        DdlStatement ddl = DdlParser.parse(sql, db.catalog().current(), settings.searchPath());
        if (ddl != null) {
            return DdlPlans.of(ddl, db);
        }
        return planStatement(parse(sql, scan), db, java.util.List.of(), settings);
    }

    /**
     * Plans normalised text (see org.lanin.planner.cache): {@code literalTypes.get(i)} is the
     * declared type of parameter i when it stands for an extracted literal, null for a real one.
     * Only queries and DML are normalised, so the utility and DDL parsers are not consulted.
     */
    public static Plan planNormalised(String sql, java.util.List<org.lanin.engine.type.DataType> literalTypes,
                                      LaninDatabase db, PlannerSettings settings) {
        return planStatement(parse(sql), db, literalTypes, settings);
    }

    /**
     * Parses on the calling thread, after the lexical check (unterminated quotes, unbalanced
     * parentheses, several statements: 42601 at once). {@code CCJSqlParserUtil.parse} runs every
     * parse on a fresh single-thread executor to enforce a timeout, which made unprepared statements
     * ~50x slower; {@link SqlParser} calls the generated parser directly, simple parsing first,
     * complex parsing on failure (JSqlParser's own strategy), with a bounded amount of work and
     * cancel and statement_timeout honoured. Valid PostgreSQL that JSqlParser refuses is rewritten
     * first, and long constant lists folded out of its way (org.lanin.planner.cache.JSqlParserInput).
     */
    static Statement parse(String sql) {
        return parse(sql, LexicalCheck.check(sql));
    }

    private static Statement parse(String text, SqlScan scan) {
        org.lanin.planner.cache.FoldedInput input = org.lanin.planner.cache.JSqlParserInput.folded(text);
        try {
            return SqlParser.parse(input, scan.maxDepth());
        } catch (ParseException | TokenMgrException e) {
            String sql = input.runs() == 0 ? input.text() : input.unfolded();
            LaninException unsupported = WindowSyntax.unsupported(sql, e.getMessage());
            if (unsupported == null) {
                unsupported = RecursiveCtePlanner.unsupportedSyntax(sql, e.getMessage());
            }
            if (unsupported == null && CURRENT_OF.matcher(sql).find()) { // cursors exist, positioned DML does not
                unsupported = LaninException.of(PlannerMsg.NOT_SUPPORTED, "WHERE CURRENT OF");
            }
            if (unsupported != null) {
                throw unsupported;
            }
            throw new LaninException(PlannerMsg.SYNTAX_ERROR.state(), syntaxMessage(e), null, null);
        }
    }

    private static final java.util.regex.Pattern CURRENT_OF = java.util.regex.Pattern.compile(
            "(?is)\\bwhere\\s+current\\s+of\\b");

    private static String syntaxMessage(Throwable e) {
        Throwable t = e;
        String m = t.getMessage() == null ? "" : t.getMessage();
        int nl = m.indexOf('\n');
        String first = nl < 0 ? m : m.substring(0, nl);
        java.util.regex.Matcher mt = java.util.regex.Pattern.compile("Encountered unexpected token: \"([^\"]*)\"").matcher(first);
        if (mt.find()) {
            return "syntax error at or near \"" + mt.group(1) + "\"";
        }
        return PlannerMsg.SYNTAX_ERROR.format(first);
    }

    /** Plans a view's query against {@code catalog} (the one a CREATE VIEW is about to change). */
    public static PlannedQuery planView(String sql, org.lanin.engine.catalog.CatalogSnapshot catalog, LaninDatabase db) {
        return planView(sql, catalog, db, org.lanin.engine.catalog.SearchPath.DEFAULT);
    }

    /** {@link #planView(String, org.lanin.engine.catalog.CatalogSnapshot, LaninDatabase)} with names through {@code path}. */
    public static PlannedQuery planView(String sql, org.lanin.engine.catalog.CatalogSnapshot catalog, LaninDatabase db,
                                        org.lanin.engine.catalog.SearchPath path) {
        Statement st = parse(sql);
        if (!(st instanceof Select s)) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "a view whose query is not a SELECT");
        }
        BindContext bc = new BindContext(catalog, db);
        bc.setPlannerSettings(PlannerSettings.DEFAULT.withSearchPath(path));
        return new SelectPlanner().plan(s, null, bc);
    }

    /** The table-level locks a query of a view takes (LOCK TABLE on a view locks these). */
    public static java.util.List<org.lanin.engine.lock.TableLock> viewLocks(String sql,
            org.lanin.engine.catalog.CatalogSnapshot catalog, LaninDatabase db) {
        BindContext bc = new BindContext(catalog, db);
        Statement st = parse(sql);
        if (st instanceof Select s) {
            new SelectPlanner().plan(s, null, bc);
        }
        return bc.tableLocks();
    }

    /**
     * The relations (catalog keys) a view's or materialized view's query names itself, bound under
     * {@code path}: what it depends on, as pg_depend's rows of its rewrite rule.
     */
    public static java.util.Set<String> relationsNamed(String sql, org.lanin.engine.catalog.CatalogSnapshot catalog,
                                                        LaninDatabase db, org.lanin.engine.catalog.SearchPath path) {
        BindContext bc = new BindContext(catalog, db);
        bc.setPlannerSettings(PlannerSettings.DEFAULT.withSearchPath(path));
        if (parse(sql) instanceof Select s) {
            new SelectPlanner().plan(s, null, bc);
        }
        return bc.relationsNamed();
    }

    static Plan planStatement(Statement st, LaninDatabase db) {
        return planStatement(st, db, java.util.List.of(), PlannerSettings.DEFAULT);
    }

    /**
     * Plans one INSERT, UPDATE or DELETE as it is, without its target's rewrite rules: CREATE RULE checks
     * its actions this way, as PostgreSQL analyses them without rewriting them.
     */
    public static Plan planWithoutRules(String sql, LaninDatabase db, PlannerSettings settings) {
        return planStatement(parse(sql), db, java.util.List.of(), settings, false);
    }

    private static Plan planStatement(Statement st, LaninDatabase db, java.util.List<org.lanin.engine.type.DataType> literalTypes,
                                      PlannerSettings settings) {
        return planStatement(st, db, literalTypes, settings, true);
    }

    private static Plan planStatement(Statement st, LaninDatabase db, java.util.List<org.lanin.engine.type.DataType> literalTypes,
                                      PlannerSettings settings, boolean applyRules) {
        if (st instanceof ExplainStatement x) {
            return ExplainPlan.of(planStatement(x.getStatement(), db, literalTypes, settings, applyRules),
                    org.lanin.planner.explain.ExplainOptions.of("EXPLAIN " + x.getStatement()), null);
        }
        BindContext bc = new BindContext(db.catalog().current(), db);
        bc.setPlannerSettings(settings);
        bc.seedLiteralParams(literalTypes);
        org.lanin.planner.rewrite.Rewrite rules = !applyRules ? null : org.lanin.planner.rewrite.RuleRewriter.rewrite(st,
                bc.catalog(), settings.searchPath(), db, v -> viewTypes(v, bc.catalog(), db));
        if (rules != null) {
            return planRewritten(rules, bc);
        }
        st = ViewDml.rewrite(st, bc);
        ModifyingCtes modifying = defineTopLevelWith(st, bc);
        Plan plan = planBody(st, bc);
        PlanFreshness freshness = PlanFreshness.of(bc.tablesRead(), db.statistics());
        if (plan instanceof QueryPlan q) {
            q.freshness(freshness);
        } else if (plan instanceof DmlPlan d) {
            d.freshness(freshness);
        }
        return modifying == null ? plan : modifying.around(plan);
    }

    /** The types of a view's columns: its query planned as a view's is (names through the view's own path). */
    private static java.util.List<org.lanin.engine.type.DataType> viewTypes(org.lanin.engine.catalog.ViewDef v,
            org.lanin.engine.catalog.CatalogSnapshot catalog, LaninDatabase db) {
        return planView(v.sql(), catalog, db, org.lanin.engine.catalog.SearchPath.ofView(v.name())).columns().stream()
                .map(c -> c.type()).toList();
    }

    /** The queries a statement's rewrite rules made of it, planned in order in the statement's context. */
    private static Plan planRewritten(org.lanin.planner.rewrite.Rewrite rules, BindContext bc) {
        java.util.List<Plan> plans = new java.util.ArrayList<>();
        for (org.lanin.planner.rewrite.RewrittenQuery q : rules.queries()) {
            bc.clearViewChecks();
            Statement st = ViewDml.rewrite(q.statement(), bc);
            ModifyingCtes modifying = defineTopLevelWith(st, bc);
            Plan plan;
            try {
                plan = planBody(st, bc);
            } catch (LaninException e) {
                throw org.lanin.planner.rewrite.RuleRewriter.unmangled(e);
            }
            if (plan instanceof DmlPlan d) {
                d.freshness(PlanFreshness.of(bc.tablesRead(), bc.database().statistics()));
            }
            plans.add(modifying == null ? plan : modifying.around(plan));
        }
        return new RulePlan(plans, rules.tagQuery(), rules.command(), bc.paramTypes());
    }

    /**
     * The top-level WITH of a statement: with data-modifying items, all its items are defined
     * here and taken off a SELECT (whose planner would define them again); a DML statement's plain
     * WITH is defined here too, since its planners do not read it.
     */
    private static ModifyingCtes defineTopLevelWith(Statement st, BindContext bc) {
        java.util.List<WithItem<?>> with = st instanceof Select s ? s.getWithItemsList()
                : st instanceof Insert i ? i.getWithItemsList()
                : st instanceof Update u ? u.getWithItemsList()
                : st instanceof Delete d ? d.getWithItemsList()
                : st instanceof net.sf.jsqlparser.statement.merge.Merge m ? m.getWithItemsList() : null;
        SelectPlanner sp = new SelectPlanner();
        ModifyingCtes modifying = ModifyingCtes.defineTopLevel(with, bc, sp);
        if (modifying != null && st instanceof Select s) {
            s.setWithItemsList(null);
        } else if (modifying == null && !(st instanceof Select)) {
            sp.defineWith(st, with, null, bc);
        }
        return modifying;
    }

    private static Plan planBody(Statement st, BindContext bc) {
        if (st instanceof Select s) {
            PlannedQuery q = new SelectPlanner().plan(s, null, bc);
            return new QueryPlan(q, bc.paramTypes(), bc.locksRows(), bc.tableLocks());
        }
        if (st instanceof Insert i) {
            return insertWithLocks(new InsertPlanner(bc).plan(i), bc, i);
        }
        if (st instanceof Update u) {
            return withLocks(new UpdatePlanner(bc).plan(u), bc, false, true, false);
        }
        if (st instanceof Delete d) {
            return withLocks(new DeletePlanner(bc).plan(d), bc, false, false, true);
        }
        if (st instanceof net.sf.jsqlparser.statement.merge.Merge m) {
            return withLocks(new MergePlanner(bc).plan(m), bc, true, true, true);
        }
        throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "statement " + st.getClass().getSimpleName());
    }

    /** {@link #withLocks} for an INSERT: an upsert (ON CONFLICT DO UPDATE) also updates. */
    static Plan insertWithLocks(Plan p, BindContext bc, Insert i) {
        return withLocks(p, bc, true, i.getConflictAction() != null
                && i.getConflictAction().getConflictActionType() == net.sf.jsqlparser.statement.insert.ConflictActionType.DO_UPDATE,
                false);
    }

    /**
     * A DML plan with its table-level locks: its tables, and what its FOREIGN KEY checks and
     * actions reach. The plan gets every lock {@code bc} has recorded, which includes those of a
     * statement's data-modifying WITH items, planned before it in the same context.
     */
    static Plan withLocks(Plan p, BindContext bc, boolean inserts, boolean updates, boolean deletes) {
        if (bc.dmlTarget() != null) {
            ForeignKeyLocks.add(bc, bc.dmlTarget(), inserts, updates, deletes);
        }
        if (p instanceof DmlPlan dml) {
            dml.setLocks(bc.tableLocks());
            if (bc.dmlTarget() != null && org.lanin.engine.catalog.Namespace.isTemporary(bc.dmlTarget().name())) {
                dml.setTemporaryTarget(); // PostgreSQL's ExecCheckXactReadOnly: a temporary table may change in a READ ONLY transaction
            }
        }
        return p;
    }

    static Scope noScope() {
        return Scope.empty(null);
    }
}
