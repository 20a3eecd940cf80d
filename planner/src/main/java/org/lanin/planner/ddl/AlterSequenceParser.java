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

    /**
     * An identity column's {@code ( sequence_option ... )}, or null when no parenthesis follows: the
     * options of CREATE SEQUENCE (also {@code SEQUENCE NAME n}, accepted and not used, and {@code AS type}).
     */
    static AlterSequence identityOptions(DdlParser p) {
        if (!p.accept("(")) {
            return null;
        }
        AlterSequenceParser o = new AlterSequenceParser();
        while (!p.accept(")")) {
            if (p.acceptWord("sequence")) {
                p.expectWord("name");
                p.qualifiedName();
            } else if (p.acceptWord("as")) {
                CreateTableParser.typeName(p);
            } else {
                o.option(p);
            }
        }
        return o.result(null, false);
    }

    /**
     * ALTER COLUMN's identity options after the first ({@code SET option}, {@code RESTART [WITH n]}), as
     * many as follow, each {@code SET} one; {@code generated} receives SET GENERATED's 'a' or 'd'.
     */
    static AlterSequence alterColumnOptions(DdlParser p, char[] generated) {
        AlterSequenceParser o = new AlterSequenceParser();
        boolean any = false;
        while (p.peekWord("set") || p.peekWord("restart")) {
            if (p.acceptWord("set") && p.acceptWord("generated")) {
                generated[0] = p.acceptWord("always") ? 'a' : 'd';
                if (generated[0] == 'd') {
                    p.expectWord("by");
                    p.expectWord("default");
                }
                continue;
            }
            o.option(p);
            any = true;
        }
        return any ? o.result(null, false) : null;
    }

    private AlterSequence result(String name, boolean ifExists) {
        return new AlterSequence(name, ifExists, increment, minValue, noMin, maxValue, noMax, start, restart,
                restartWith, cycle, ownedBy);
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
