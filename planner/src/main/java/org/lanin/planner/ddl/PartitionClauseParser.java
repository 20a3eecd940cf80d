package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.planner.ddl.DdlStatement.BoundSpec;
import org.lanin.planner.ddl.DdlStatement.PartitionBy;

/** PARTITION BY and FOR VALUES clauses, shared by CREATE TABLE and ALTER TABLE ATTACH PARTITION. */
final class PartitionClauseParser {
    private PartitionClauseParser() {
    }

    /** After PARTITION BY. */
    static PartitionBy partitionBy(DdlParser p) {
        String strategy;
        if (p.acceptWord("list")) {
            strategy = "list";
        } else if (p.acceptWord("range")) {
            strategy = "range";
        } else {
            p.expectWord("hash");
            strategy = "hash";
        }
        p.expect("(");
        List<String> cols = new ArrayList<>();
        List<String> exprs = new ArrayList<>();
        do {
            CreateIndexParser.element(p, cols, exprs); // PostgreSQL's part_elem: a column, a call or (expr)
        } while (p.accept(","));
        p.expect(")");
        return new PartitionBy(strategy, cols, exprs);
    }

    /** FOR VALUES ... or DEFAULT. */
    static BoundSpec bound(DdlParser p) {
        if (p.acceptWord("default")) {
            return new BoundSpec("default", List.of(), List.of(), 0, 0);
        }
        p.expectWord("for");
        p.expectWord("values");
        if (p.acceptWord("in")) {
            return new BoundSpec("in", values(p), List.of(), 0, 0);
        }
        if (p.acceptWord("from")) {
            List<String> from = values(p);
            p.expectWord("to");
            return new BoundSpec("range", from, values(p), 0, 0);
        }
        p.expectWord("with");
        p.expect("(");
        int modulus = -1;
        int remainder = -1;
        do {
            if (p.acceptWord("modulus")) {
                modulus = (int) p.number();
            } else {
                p.expectWord("remainder");
                remainder = (int) p.number();
            }
        } while (p.accept(","));
        p.expect(")");
        return new BoundSpec("hash", List.of(), List.of(), modulus, remainder);
    }

    private static List<String> values(DdlParser p) {
        p.expect("(");
        List<String> out = new ArrayList<>();
        do {
            out.add(p.expressionText(k -> false));
        } while (p.accept(","));
        p.expect(")");
        return out;
    }
}
