package org.lanin.planner.catalogview;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.type.DataType;

/**
 * A pg_catalog relation declared by PostgreSQL's own column list ({@code "oid:oid relname:name ..."},
 * as {@code \d pg_class} prints it), so names and order match PostgreSQL 15 and a row builder
 * sets only the columns Lanin knows; the others take the value an empty PostgreSQL catalog
 * would show (false, 0, NULL).
 *
 * <p>Type mapping: oid, name and "char" columns have those types; xid and regclass columns are
 * bigint; regproc, regtype, pg_node_tree, int2vector, oidvector, aclitem[] and text[] columns are
 * text, vectors and arrays in PostgreSQL's text form ({@code 1 2}, <code>{1,2}</code>).
 */
final class CatalogTable {
    private final String schema;
    private final String name;
    private final List<String> names = new ArrayList<>();
    private final List<DataType> types = new ArrayList<>();
    private final List<Object> defaults = new ArrayList<>();
    private final Map<String, Integer> index = new HashMap<>();

    CatalogTable(String schema, String name, String spec) {
        this.schema = schema;
        this.name = name;
        for (String col : spec.trim().split("\\s+")) {
            int colon = col.indexOf(':');
            String n = col.substring(0, colon);
            String pgType = col.substring(colon + 1).replace('~', ' ');
            index.put(n, names.size());
            names.add(n);
            DataType t = type(pgType);
            types.add(t);
            defaults.add(defaultFor(pgType, t));
        }
    }

    private static DataType type(String pgType) {
        return switch (pgType) {
            case "oid" -> DataType.of(org.lanin.engine.type.TypeKind.OID);
            case "name" -> DataType.of(org.lanin.engine.type.TypeKind.NAME);
            case "\"char\"", "char" -> DataType.of(org.lanin.engine.type.TypeKind.CHAR1);
            case "xid", "regclass", "bigint" -> DataType.BIGINT;
            case "boolean" -> DataType.BOOLEAN;
            case "smallint" -> DataType.SMALLINT;
            case "integer" -> DataType.INTEGER;
            case "real" -> DataType.REAL;
            case "timestamptz" -> DataType.TIMESTAMPTZ;
            case "text[]" -> DataType.arrayOf(DataType.TEXT);
            default -> DataType.TEXT;
        };
    }

    private static Object defaultFor(String pgType, DataType t) {
        return switch (pgType) {
            case "oid", "xid", "regclass" -> 0L;
            case "boolean" -> false;
            case "smallint" -> (short) 0;
            case "integer" -> 0;
            case "real" -> 0f;
            case "regproc" -> "-";
            default -> null;
        };
    }

    /** A row under construction: columns not set keep their defaults. */
    final class Row {
        private final Object[] values = defaults.toArray();

        Row set(String column, Object value) {
            Integer i = index.get(column);
            if (i == null) {
                throw new EngineBug("no column " + column + " in " + name);
            }
            values[i] = value instanceof Integer n && types.get(i).kind() == org.lanin.engine.type.TypeKind.SMALLINT
                    ? (Object) n.shortValue() : value instanceof Integer n && types.get(i).kind()
                    == org.lanin.engine.type.TypeKind.BIGINT ? (Object) n.longValue() : value;
            return this;
        }
    }

    /** The view: {@code fill} adds rows for a context through the sink it is given. */
    SystemView view(BiConsumer<SystemView.Context, java.util.function.Consumer<java.util.function.UnaryOperator<Row>>> fill) {
        return new SystemView(schema, name, List.copyOf(names), List.copyOf(types), c -> {
            List<Object[]> out = new ArrayList<>();
            fill.accept(c, build -> out.add(build.apply(new Row()).values));
            return out;
        });
    }
}
