package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlStatement.Grant;

/**
 * PostgreSQL's GRANT and REVOKE grammar for privileges on tables, sequences, schemas, databases
 * and functions (also ALL ... IN SCHEMA), and for role membership; column lists, WITH GRANT
 * OPTION, GRANT OPTION FOR, GRANTED BY and CASCADE / RESTRICT are read and have no effect.
 */
final class GrantParser {
    private GrantParser() {
    }

    /** After GRANT ({@code grant}) or REVOKE. */
    static DdlStatement parse(DdlParser p, boolean grant) {
        if (!grant && p.acceptWord("grant")) {
            p.expectWord("option");
            p.expectWord("for");
        }
        List<String> privileges = privileges(p);
        if (!p.acceptWord("on")) { // GRANT role [, ...] TO role: membership
            List<String> roles = new ArrayList<>();
            return new Grant(grant, List.of(), "role", false, privileges, roles, roles(p, grant, roles, true));
        }
        String target = "table";
        boolean all = false;
        if (p.acceptWord("all")) {
            all = true;
            target = switch (p.name()) {
                case "tables" -> "table";
                case "sequences" -> "sequence";
                case "functions", "procedures", "routines" -> "function";
                default -> throw p.error();
            };
            p.expectWord("in");
            p.expectWord("schema");
        } else if (p.acceptWord("table")) {
            target = "table";
        } else if (p.acceptWord("sequence")) {
            target = "sequence";
        } else if (p.acceptWord("schema")) {
            target = "schema";
        } else if (p.acceptWord("database")) {
            target = "database";
        } else if (p.acceptWord("function") || p.acceptWord("procedure") || p.acceptWord("routine")) {
            target = "function";
        } else if (p.peekWord("type") || p.peekWord("domain") || p.peekWord("language") || p.peekWord("foreign")
                || p.peekWord("large") || p.peekWord("tablespace") || p.peekWord("parameter")) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, (grant ? "GRANT" : "REVOKE") + " ON "
                    + p.peek().text().toUpperCase(Locale.ROOT));
        }
        List<String> objects = new ArrayList<>();
        do {
            objects.add(object(p, target, all));
        } while (p.accept(","));
        List<String> roles = new ArrayList<>();
        boolean withGrantOption = roles(p, grant, roles, false);
        return new Grant(grant, privileges, target, all, objects, roles, withGrantOption);
    }

    private static List<String> privileges(DdlParser p) {
        List<String> out = new ArrayList<>();
        if (p.acceptWord("all")) {
            p.acceptWord("privileges");
            skipColumns(p);
            out.add("all");
            return out;
        }
        do {
            String word = p.name();
            if (word.equals("alter") && p.acceptWord("system")) {
                word = "alter system";
            }
            skipColumns(p);
            out.add(word);
        } while (p.accept(","));
        return out;
    }

    private static void skipColumns(DdlParser p) {
        if (!p.peekSymbol("(")) {
            return;
        }
        int depth = 0;
        do {
            if (p.peekSymbol("(")) {
                depth++;
            } else if (p.peekSymbol(")")) {
                depth--;
            }
            if (p.next() == null) {
                throw p.error();
            }
        } while (depth > 0);
    }

    private static String object(DdlParser p, String target, boolean all) {
        if (all || target.equals("schema") || target.equals("database")) {
            return p.name();
        }
        if (target.equals("function")) {
            StringBuilder name = new StringBuilder(p.name());
            while (p.accept(".")) {
                name.append('.').append(p.name());
            }
            skipColumns(p); // the argument types
            return name.toString();
        }
        return p.qualifiedName();
    }

    /** TO|FROM role [, ...] into {@code out}, then the other clauses; true for WITH GRANT OPTION. */
    private static boolean roles(DdlParser p, boolean grant, List<String> out, boolean membership) {
        p.expectWord(grant ? "to" : "from");
        boolean grantOption = false;
        do {
            p.acceptWord("group");
            out.add(p.name());
        } while (p.accept(","));
        if (grant && p.acceptWord("with")) {
            grantOption = p.acceptWord("grant") || p.acceptWord("admin"); // ADMIN: a membership's grant option
            if (!grantOption && !p.acceptWord("inherit") && !p.acceptWord("set")) {
                throw p.error();
            }
            if (!p.acceptWord("option")) {
                p.acceptWord("true");
            }
        }
        if (p.acceptWord("granted")) {
            p.expectWord("by");
            String grantor = p.name();
            if (!membership) { // checked like a grantee; a membership's grantor is not one
                out.add(grantor);
            }
        }
        if (!grant && !p.acceptWord("cascade")) {
            p.acceptWord("restrict");
        }
        return grantOption;
    }
}
