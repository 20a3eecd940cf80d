package org.lanin.planner.bind;

import org.lanin.engine.type.Casts;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;

/**
 * Resolving the common type of several expressions (CASE, COALESCE, IN lists, VALUES, UNION)
 * the way PostgreSQL's select_common_type does: untyped literals do not vote, and only when
 * every input is untyped does the result become text.
 */
public final class CommonTypes {
    private CommonTypes() {
    }

    /** The running common type after seeing {@code next}; UNKNOWN while only untyped inputs were seen. */
    public static DataType fold(DataType acc, DataType next, String context) {
        if (acc.kind() == TypeKind.UNKNOWN) {
            return next;
        }
        if (next.kind() == TypeKind.UNKNOWN) {
            return acc;
        }
        return Casts.commonType(acc, next, context);
    }

    /** The final type: text when everything was untyped. */
    public static DataType resolve(DataType acc) {
        return acc.kind() == TypeKind.UNKNOWN ? DataType.TEXT : acc;
    }
}
