package org.lanin.planner.routine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.lanin.planner.routine.RoutineLexer.Token;
import org.lanin.planner.routine.RoutineStatement.CreateRule;
import org.lanin.planner.routine.RoutineStatement.DropRule;
import org.lanin.planner.routine.RoutineStatement.Name;

/**
 * CREATE [OR REPLACE] RULE name AS ON {SELECT | INSERT | UPDATE | DELETE} TO table [WHERE condition]
 * DO [ALSO | INSTEAD] {NOTHING | command | (command; command ...)} and DROP RULE [IF EXISTS] name ON
 * table [CASCADE | RESTRICT] (PostgreSQL's gram.y RuleStmt / DropRuleStmt). The condition and the
 * commands are kept as written; {@code RuleDdl} checks them.
 */
final class RuleParser {
    private RuleParser() {
    }

    /** After CREATE [OR REPLACE] RULE. */
    static RoutineStatement create(RoutineParser p, boolean orReplace) {
        String name = p.ident();
        p.expectWord("as");
        p.expectWord("on");
        Token e = p.next();
        if (e == null || !(e.is("select") || e.is("insert") || e.is("update") || e.is("delete"))) {
            throw p.errorAt(e);
        }
        p.expectWord("to");
        Name table = p.name();
        String where = null;
        if (p.acceptWord("where")) {
            where = p.cutUntil("do");
        }
        p.expectWord("do");
        boolean instead = p.acceptWord("instead");
        if (!instead) {
            p.acceptWord("also");
        }
        List<String> actions = new ArrayList<>();
        if (p.acceptWord("nothing")) {
            return new CreateRule(orReplace, name, e.text().toUpperCase(Locale.ROOT), table, where, instead, actions);
        }
        if (p.acceptSymbol("(")) {
            while (!p.acceptSymbol(")")) {
                if (p.acceptSymbol(";")) {
                    continue; // empty commands between semicolons are allowed, as in gram.y's RuleActionMulti
                }
                actions.add(p.cutUntil(";", ")"));
            }
        } else {
            actions.add(p.cutUntil(";"));
        }
        return new CreateRule(orReplace, name, e.text().toUpperCase(Locale.ROOT), table, where, instead, actions);
    }

    /** After DROP RULE. */
    static RoutineStatement drop(RoutineParser p) {
        boolean ifExists = p.ifExists();
        String name = p.ident();
        p.expectWord("on");
        Name table = p.name();
        boolean cascade = p.acceptWord("cascade");
        if (!cascade) {
            p.acceptWord("restrict");
        }
        return new DropRule(ifExists, name, table);
    }
}
