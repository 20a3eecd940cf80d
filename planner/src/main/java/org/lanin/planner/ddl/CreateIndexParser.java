package org.lanin.planner.ddl;

import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlStatement.CreateIndex;

/** CREATE [UNIQUE] INDEX [CONCURRENTLY] [IF NOT EXISTS] [name] ON table [USING btree] (columns). */
final class CreateIndexParser {
    private final DdlParser p;

    CreateIndexParser(DdlParser p) {
        this.p = p;
    }

    DdlStatement parse(boolean unique) {
        boolean concurrently = p.acceptWord("concurrently");
        boolean ifNotExists = p.ifNotExists();
        String name = p.peekWord("on") ? null : p.name();
        p.expectWord("on");
        p.acceptWord("only");
        String table = p.qualifiedName();
        if (p.acceptWord("using")) {
            String method = p.name();
            if (!method.equals("btree")) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "index access method \"" + method + "\"");
            }
        }
        java.util.List<String> cols = p.nameList();
        if (p.peekWord("include") || p.peekWord("where") || p.peekWord("with")) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "CREATE INDEX ... " + p.peek().text().toUpperCase());
        }
        return new CreateIndex(name, table, unique, ifNotExists, cols, concurrently);
    }
}
