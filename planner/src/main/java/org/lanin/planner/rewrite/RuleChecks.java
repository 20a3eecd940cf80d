package org.lanin.planner.rewrite;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.delete.Delete;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.update.Update;
import org.lanin.engine.error.LaninException;

/** What CREATE RULE checks of a rule's texts before it is kept (PostgreSQL's transformRuleStmt). */
public final class RuleChecks {
    private RuleChecks() {
    }

    /** Parses the condition and actions; 42P17 for OLD in an INSERT rule or NEW in a DELETE rule, 0A000 for other actions. */
    public static void check(String event, String where, List<String> actions) {
        boolean usesOld = false;
        boolean usesNew = false;
        if (where != null) {
            var c = RuleText.condition(where);
            usesOld = uses(RuleReferences.in(c, "old"));
            usesNew = uses(RuleReferences.in(RuleText.condition(where), "new"));
        }
        for (String a : actions) {
            Statement s = RuleText.statement(a);
            if (!(s instanceof Insert || s instanceof Update || s instanceof Delete)) {
                throw LaninException.of(RuleMsg.NOT_SUPPORTED, "a rule action other than INSERT, UPDATE or DELETE");
            }
            usesOld |= uses(RuleReferences.in(s, "old"));
            usesNew |= uses(RuleReferences.in(RuleText.statement(a), "new"));
        }
        if (event.equals("INSERT") && usesOld) {
            throw LaninException.of(RuleMsg.INSERT_USES_OLD);
        }
        if (event.equals("DELETE") && usesNew) {
            throw LaninException.of(RuleMsg.DELETE_USES_NEW);
        }
    }

    private static boolean uses(RuleReferences r) {
        return r.wholeRow || !r.columns.isEmpty();
    }
}
