package org.lanin.planner.ddl;

import org.lanin.planner.ddl.DdlStatement.AlterSequence;

/** The options of ALTER SEQUENCE name ..., in any order, as PostgreSQL's SeqOptElem. */
final class AlterSequenceParser {
    private Long increment;
    private Long minValue;
    private boolean noMin;
    private Long maxValue;
    private boolean noMax;
    private Long start;
    private boolean restart;
    private Long restartWith;
    private Boolean cycle;
    private String ownedBy;

    private AlterSequenceParser() {
    }

    static AlterSequence parse(DdlParser p, String name, boolean ifExists) {
        AlterSequenceParser o = new AlterSequenceParser();
        if (p.peek() == null || p.peekSymbol(";")) {
            throw p.error();
        }
        while (p.peek() != null && !p.peekSymbol(";")) {
            o.option(p);
        }
        return new AlterSequence(name, ifExists, o.increment, o.minValue, o.noMin, o.maxValue, o.noMax, o.start,
                o.restart, o.restartWith, o.cycle, o.ownedBy);
    }

    private void option(DdlParser p) {
        if (p.acceptWord("increment")) {
            p.acceptWord("by");
            increment = p.number();
        } else if (p.acceptWord("minvalue")) {
            minValue = p.number();
        } else if (p.acceptWord("maxvalue")) {
            maxValue = p.number();
        } else if (p.acceptWord("start")) {
            p.acceptWord("with");
            start = p.number();
        } else if (p.acceptWord("restart")) {
            restart = true;
            p.acceptWord("with");
            if (p.peek() != null && (p.peek().kind() == DdlLexer.Kind.NUMBER || p.peekSymbol("-"))) {
                restartWith = p.number();
            }
        } else if (p.acceptWord("cache")) {
            p.number();
        } else if (p.acceptWord("cycle")) {
            cycle = true;
        } else if (p.acceptWord("no")) {
            no(p);
        } else if (p.acceptWord("owned")) {
            p.expectWord("by");
            ownedBy = p.acceptWord("none") ? "" : ownedColumn(p);
        } else {
            throw p.error();
        }
    }

    private void no(DdlParser p) {
        if (p.acceptWord("minvalue")) {
            noMin = true;
        } else if (p.acceptWord("maxvalue")) {
            noMax = true;
        } else {
            p.expectWord("cycle");
            cycle = false;
        }
    }

    /** [public.]table.column (a single name is left for the executor to refuse, as PostgreSQL does). */
    private static String ownedColumn(DdlParser p) {
        String a = p.name();
        if (!p.accept(".")) {
            return a;
        }
        String b = p.name();
        if (p.accept(".")) {
            String c = p.name();
            return b + "." + c;
        }
        return a + "." + b;
    }
}
