package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlLexer.Kind;
import org.lanin.planner.ddl.DdlLexer.Token;
import org.lanin.planner.ddl.DdlStatement.CreateIndex;

/**
 * CREATE [UNIQUE] INDEX [CONCURRENTLY] [IF NOT EXISTS] [name] ON table [USING btree]
 * (column [opclass] [ASC | DESC] [NULLS FIRST | LAST], ...). IF NOT EXISTS needs a name, as in
 * PostgreSQL's grammar.
 */
final class CreateIndexParser {
    private static final Set<String> ORDER_WORDS = Set.of("asc", "desc", "nulls");
    private final DdlParser p;

    CreateIndexParser(DdlParser p) {
        this.p = p;
    }

    DdlStatement parse(boolean unique) {
        boolean concurrently = p.acceptWord("concurrently");
        boolean ifNotExists = p.ifNotExists();
        String name = p.peekWord("on") && !ifNotExists ? null : p.name();
        p.expectWord("on");
        p.acceptWord("only");
        String table = p.qualifiedName();
        if (name != null) { // an index lives in its table's schema
            name = org.lanin.engine.catalog.Namespace.key(org.lanin.engine.catalog.Namespace.schemaOf(table), name);
        }
        if (p.acceptWord("using")) {
            String method = p.name();
            if (!method.equals("btree")) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "index access method \"" + method + "\"");
            }
        }
        List<String> cols = new ArrayList<>();
        List<String> opclasses = new ArrayList<>();
        columns(cols, opclasses);
        if (p.peekWord("include") || p.peekWord("where") || p.peekWord("with")) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "CREATE INDEX ... " + p.peek().text().toUpperCase());
        }
        return new CreateIndex(name, table, unique, ifNotExists, cols, opclasses, concurrently);
    }

    /** The column list; an operator class is a name after the column (null where none is named). */
    private void columns(List<String> cols, List<String> opclasses) {
        p.expect("(");
        do {
            cols.add(p.name());
            Token k = p.peek();
            boolean opclass = k != null && (k.kind() == Kind.WORD || k.kind() == Kind.QUOTED)
                    && !ORDER_WORDS.contains(k.text());
            opclasses.add(opclass ? p.name() : null);
            // DESC and NULLS FIRST/LAST only choose the index's physical order; Lanin stores every index
            // ascending and scans it backwards for descending orders, so the answers are the same.
            if (!p.acceptWord("asc")) {
                p.acceptWord("desc");
            }
            if (p.acceptWord("nulls") && !p.acceptWord("first") && !p.acceptWord("last")) {
                throw p.error();
            }
        } while (p.accept(","));
        p.expect(")");
    }
}
