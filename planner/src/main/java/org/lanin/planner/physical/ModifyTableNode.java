package org.lanin.planner.physical;

import java.util.List;
import java.util.Map;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;

/**
 * INSERT, UPDATE or DELETE over the rows of its input (PostgreSQL's ModifyTable: "Insert on t").
 * The modification itself runs in the DML plan, which reads its input through this node's child,
 * so EXPLAIN shows what runs.
 */
public final class ModifyTableNode extends PhysicalNode {
    private final String operation;
    private final String table;
    private final String alias;

    public ModifyTableNode(String operation, String table, String alias, PhysicalNode input) {
        super(input == null ? List.of() : List.of(input));
        this.operation = operation;
        this.table = table;
        this.alias = alias;
    }

    public String operation() {
        return operation;
    }

    @Override
    public String nodeName() {
        return operation;
    }

    @Override
    public String jsonType() {
        return "ModifyTable";
    }

    @Override
    public String target() {
        String shown = org.lanin.engine.catalog.Namespace.nameOf(table); // without its schema, as PostgreSQL
        return " on " + shown + (alias == null || alias.equals(table) || alias.equals(shown) ? "" : " " + alias);
    }

    @Override
    public void identity(Map<String, Object> json) {
        json.put("Operation", operation);
        json.put("Relation Name", table);
        json.put("Alias", alias == null ? table : alias);
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return inputs.length == 0 ? null : inputs[0];
    }
}
