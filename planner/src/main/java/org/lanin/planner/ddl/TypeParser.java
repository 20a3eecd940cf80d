package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlStatement.*;

/** CREATE TYPE ... AS ENUM, CREATE DOMAIN, DROP TYPE|DOMAIN, ALTER TYPE|DOMAIN. */
final class TypeParser {
    private TypeParser() {
    }

    /** After CREATE TYPE. */
    static DdlStatement createType(DdlParser p) {
        String name = p.creationName();
        p.expectWord("as");
        if (!p.acceptWord("enum")) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "CREATE TYPE other than AS ENUM");
        }
        p.expect("(");
        List<String> labels = new ArrayList<>();
        if (!p.accept(")")) {
            do {
                labels.add(p.stringLiteral());
            } while (p.accept(","));
            p.expect(")");
        }
        return new CreateEnum(name, labels);
    }

    /** After CREATE DOMAIN. */
    static DdlStatement createDomain(DdlParser p) {
        return DomainParser.parse(p);
    }

    /** At DROP TYPE|DOMAIN. */
    static DdlStatement dropType(DdlParser p) {
        boolean domain = p.acceptWord("domain");
        if (!domain) {
            p.expectWord("type");
        }
        boolean ifExists = p.ifExists();
        List<String> names = new ArrayList<>();
        do {
            names.add(p.qualifiedName());
        } while (p.accept(","));
        boolean cascade = p.acceptWord("cascade");
        if (!cascade) {
            p.acceptWord("restrict");
        }
        return new DropType(names, ifExists, cascade, domain);
    }

    /** At ALTER TYPE|DOMAIN. */
    static DdlStatement alterType(DdlParser p) {
        boolean domain = p.acceptWord("domain");
        if (!domain) {
            p.expectWord("type");
        }
        String name = p.qualifiedName();
        if (p.acceptWord("owner")) {
            return AlterTableParser.owner(p, domain ? ObjectKind.DOMAIN : ObjectKind.TYPE, name, false);
        }
        if (!domain && p.acceptWord("add")) {
            p.expectWord("value");
            boolean ifNotExists = p.ifNotExists();
            String label = p.stringLiteral();
            String neighbour = null;
            boolean before = false;
            if (p.acceptWord("before")) {
                before = true;
                neighbour = p.stringLiteral();
            } else if (p.acceptWord("after")) {
                neighbour = p.stringLiteral();
            }
            return new AlterEnum(name, label, ifNotExists, neighbour, before, null);
        }
        if (!domain && p.acceptWord("rename")) {
            p.expectWord("value");
            String from = p.stringLiteral();
            p.expectWord("to");
            return new AlterEnum(name, p.stringLiteral(), false, null, false, from);
        }
        throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "ALTER " + (domain ? "DOMAIN" : "TYPE") + " "
                + (p.peek() == null ? "" : p.peek().text()));
    }
}
