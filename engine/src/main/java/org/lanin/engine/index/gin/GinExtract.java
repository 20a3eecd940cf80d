package org.lanin.engine.index.gin;

import java.util.Comparator;
import java.util.List;
import org.lanin.engine.catalog.IndexMethod;
import org.lanin.engine.json.Jsonb;
import org.lanin.engine.textsearch.TsQuery;
import org.lanin.engine.textsearch.TsVector;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.ValueComparators;

/**
 * The operator classes' entry points (PostgreSQL's extractValue, extractQuery and the opclass's
 * operator list), dispatched on the index's {@link IndexMethod}.
 */
public final class GinExtract {
    private GinExtract() {
    }

    /** The entry keys of one indexed value: at least one (a NULL value gets NULL_ITEM). */
    public static List<Object[]> entries(IndexMethod m, Object value) {
        if (value == null) {
            return java.util.Collections.singletonList(GinKeys.placeholder(GinKeys.NULL_ITEM));
        }
        return switch (m) {
            case GIN_ARRAY_OPS -> GinArrayOps.entries((ArrayValue) value);
            case GIN_JSONB_OPS -> GinJsonbOps.entries(((Jsonb) value).root());
            case GIN_JSONB_PATH_OPS -> GinJsonbPathOps.entries(((Jsonb) value).root());
            case GIN_TSVECTOR_OPS -> GinTsVectorOps.entries((TsVector) value);
            default -> throw new org.lanin.engine.error.EngineBug("not a GIN operator class: " + m);
        };
    }

    /** The entry keys of one row of a multicolumn index: each column's, keyed by its column. */
    public static List<Object[]> entries(List<IndexMethod> perColumn, Object[] values) {
        List<Object[]> out = new java.util.ArrayList<>();
        for (int k = 0; k < perColumn.size(); k++) {
            for (Object[] e : entries(perColumn.get(k), values[k])) {
                out.add(GinKeys.ofColumn(k, e));
            }
        }
        return out;
    }

    /** Whether the operator class of {@code m} has operator {@code op} (its pg_amop rows). */
    public static boolean supports(IndexMethod m, String op) {
        return switch (m) {
            case GIN_ARRAY_OPS -> List.of("@>", "<@", "&&", "=").contains(op);
            case GIN_JSONB_OPS -> List.of("@>", "?", "?|", "?&").contains(op);
            case GIN_JSONB_PATH_OPS -> op.equals("@>");
            case GIN_TSVECTOR_OPS -> op.equals("@@");
            default -> false;
        };
    }

    /**
     * The lookup for {@code column op value} ({@code value} non-NULL, of the operator's right-hand
     * type); null when the operator class has no such operator.
     */
    public static GinQuery query(IndexMethod m, String op, Object value) {
        return switch (m) {
            case GIN_ARRAY_OPS -> GinArrayOps.query(op, (ArrayValue) value);
            case GIN_JSONB_OPS -> GinJsonbOps.query(op, value);
            case GIN_JSONB_PATH_OPS -> GinJsonbPathOps.query(op, value);
            case GIN_TSVECTOR_OPS -> GinTsVectorOps.query(op, (TsQuery) value);
            default -> null;
        };
    }

    /**
     * How many entry lookups {@code column op value} makes (1 when the value is not known at plan
     * time: a parameter); the cost model charges a descent each, as gincostestimate counts entries.
     */
    public static int lookups(IndexMethod m, String op, Object value) {
        GinQuery q = value == null ? null : query(m, op, value);
        return q == null ? 1 : Math.max(1, GinQuery.lookups(q));
    }

    /**
     * The comparators of the entry tree's two columns: the category, then the key in the operator
     * class's order (an array's element type; code point order for the text keys of jsonb_ops and
     * tsvector_ops, which keeps a prefix's keys together; integers for jsonb_path_ops' hashes).
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static Comparator<Object>[] comparators(IndexMethod m, DataType columnType) {
        DataType keyType = switch (m) {
            case GIN_ARRAY_OPS -> columnType.elementType();
            case GIN_JSONB_PATH_OPS -> DataType.INTEGER;
            default -> DataType.TEXT;
        };
        return new Comparator[] {ValueComparators.nullsLast(DataType.INTEGER), ValueComparators.nullsLast(keyType)};
    }

    /** The comparators of a multicolumn index's entry tree: the category, then the {@code ColumnKey}. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static Comparator<Object>[] comparators(List<IndexMethod> perColumn, List<DataType> columnTypes) {
        List<Comparator<Object>> keys = new java.util.ArrayList<>();
        for (int k = 0; k < perColumn.size(); k++) {
            keys.add(comparators(perColumn.get(k), columnTypes.get(k))[1]);
        }
        return new Comparator[] {ValueComparators.nullsLast(DataType.INTEGER), GinKeys.columnOrder(keys)};
    }

    /** Whether {@code columnType} can be indexed by the operator class of {@code m}. */
    public static boolean accepts(IndexMethod m, DataType columnType) {
        return switch (m) {
            case GIN_ARRAY_OPS -> columnType.isArray();
            case GIN_JSONB_OPS, GIN_JSONB_PATH_OPS -> columnType.kind() == org.lanin.engine.type.TypeKind.JSONB;
            case GIN_TSVECTOR_OPS -> columnType.kind() == org.lanin.engine.type.TypeKind.TSVECTOR;
            default -> false;
        };
    }
}
