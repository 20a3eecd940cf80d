package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.RowValue;
import org.lanin.planner.expr.BoundExpr;

/**
 * {@code SET (a, b, ...) = (SELECT x, y, ...)}: PostgreSQL's MULTIEXPR sublink. The subquery runs
 * once per updated row, before the first of its columns is computed, and leaves its row as a record
 * in executor parameter {@code paramSlot}; each column's value is a field of that record. No row
 * makes every field NULL; more than one is 21000, as for any subquery used as an expression.
 */
public record MultiAssignment(int paramSlot, BoundExpr record, List<DataType> fieldTypes) {
    public MultiAssignment {
        fieldTypes = List.copyOf(fieldTypes);
    }

    /** The subquery's output row as one record value (what its plan projects). */
    public static BoundExpr recordOf(List<BoundExpr> columns) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < columns.size(); i++) {
            names.add("f" + (i + 1));
        }
        List<String> fixed = List.copyOf(names);
        return ArrayCalls.function("row", columns, DataType.RECORD, false, v -> new RowValue(fixed, v.clone()));
    }

    /** Field {@code k} of the record the subquery left in the parameter. */
    public BoundExpr field(int k) {
        return ArrayCalls.function("multiexpr_field", List.of(new BoundExpr.ExecParam(paramSlot, DataType.RECORD)),
                fieldTypes.get(k), true, v -> ((RowValue) v[0]).get(k));
    }
}
