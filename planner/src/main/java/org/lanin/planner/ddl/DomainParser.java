package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.planner.ddl.DdlStatement.CreateDomain;

/** CREATE DOMAIN name [AS] type [COLLATE c] [DEFAULT expr] [[CONSTRAINT name] NOT NULL | NULL | CHECK (expr)]... */
final class DomainParser {
    private DomainParser() {
    }

    static CreateDomain parse(DdlParser p) {
        String name = p.creationName();
        p.acceptWord("as");
        String type = CreateTableParser.typeName(p);
        String def = null;
        boolean notNull = false;
        List<CheckDef> checks = new ArrayList<>();
        String constraintName = null;
        while (p.peek() != null && !p.peekSymbol(";")) {
            if (p.acceptWord("constraint")) {
                constraintName = p.name();
                continue;
            }
            if (p.acceptWord("default")) {
                def = p.expressionText(k -> k.is("not") || k.is("null") || k.is("check") || k.is("constraint"));
            } else if (p.acceptWord("not")) {
                p.expectWord("null");
                notNull = true;
            } else if (p.acceptWord("null")) {
                notNull = false;
            } else if (p.acceptWord("check")) {
                checks.add(new CheckDef(constraintName, p.parenthesised()));
            } else if (p.acceptWord("collate")) {
                p.name();
            } else {
                throw p.error();
            }
            constraintName = null;
        }
        return new CreateDomain(name, type, def, notNull, checks);
    }
}
