package org.lanin.dump;

import java.sql.SQLException;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.EnumType;
import org.lanin.engine.type.TypeKind;

/**
 * A column's type as PostgreSQL spells it in DDL (format_type's spelling, user types
 * schema-qualified): the domain it was declared with, else its data type.
 */
final class TypeNames {
    private final SqlNames names;

    TypeNames(SqlNames names) {
        this.names = names;
    }

    String column(String table, ColumnDef col) throws SQLException {
        if (col.domain() != null) {
            return names.qualified(col.domain());
        }
        String sql = of(col.type());
        if (sql == null) {
            throw DumpMsg.UNSUPPORTED_TYPE.error(col.name(), table, col.type().sqlName());
        }
        return sql;
    }

    /** The spelling of {@code t}, or null when PostgreSQL has none Lanin can name. */
    String of(DataType t) {
        if (t.kind() == TypeKind.ARRAY) {
            DataType element = t.elementType();
            String e = element == null ? null : of(element);
            return e == null ? null : e + "[]";
        }
        if (t.kind() == TypeKind.ENUM) {
            EnumType e = t.enumType();
            return e == null ? null : names.qualified(e.name());
        }
        if (t.kind() == TypeKind.UNKNOWN) {
            return null;
        }
        return t.sqlName();
    }
}
