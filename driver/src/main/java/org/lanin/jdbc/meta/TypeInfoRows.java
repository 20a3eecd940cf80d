package org.lanin.jdbc.meta;

import java.sql.DatabaseMetaData;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.jdbc.convert.JdbcTypes;

/**
 * getTypeInfo's rows, derived from {@link TypeKind}: the storable types, so the answer follows the
 * engine's type list rather than a hand-kept copy. Ordered by DATA_TYPE as JDBC requires.
 */
final class TypeInfoRows {
    private TypeInfoRows() {
    }

    static List<Object[]> rows() {
        List<Object[]> rows = new ArrayList<>();
        for (TypeKind kind : TypeKind.values()) {
            if (kind != TypeKind.UNKNOWN && kind != TypeKind.INTERVAL) {
                rows.add(row(kind));
            }
        }
        rows.sort(Comparator.comparingInt((Object[] r) -> (Integer) r[1]).thenComparing(r -> (String) r[0]));
        return rows;
    }

    private static Object[] row(TypeKind kind) {
        DataType type = DataType.of(kind);
        boolean quoted = !kind.isNumeric() && kind != TypeKind.BOOLEAN;
        String createParams = kind == TypeKind.NUMERIC ? "precision,scale" : kind == TypeKind.VARCHAR
                || kind == TypeKind.CHAR ? "length" : null;
        int radix = JdbcTypes.radix(kind);
        short maxScale = (short) (kind == TypeKind.NUMERIC ? 1000 : JdbcTypes.scale(type));
        return new Object[] {
            JdbcTypes.pgName(kind), kind.jdbcType(), JdbcTypes.precision(type),
            quoted ? "'" : null, quoted ? "'" : null, createParams,
            (short) DatabaseMetaData.typeNullable, JdbcTypes.isCaseSensitive(kind),
            (short) (kind == TypeKind.BYTEA ? DatabaseMetaData.typePredBasic : DatabaseMetaData.typeSearchable),
            !kind.isNumeric(), false, false, kind.sqlName(), (short) 0, maxScale, null, null,
            radix == 0 ? null : radix,
        };
    }
}
