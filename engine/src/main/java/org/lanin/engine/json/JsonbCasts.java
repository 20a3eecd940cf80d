package org.lanin.engine.json;

import java.math.BigDecimal;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;
import org.lanin.engine.type.ValueComparators;

/**
 * The casts of json and jsonb (pg_cast): text to either (the input functions), json ↔ jsonb, and
 * jsonb to boolean and the numeric types, which take a scalar of the matching JSON type only
 * (22023 "cannot cast jsonb string to type integer" otherwise). Casts to text use the output form.
 */
public final class JsonbCasts {
    private JsonbCasts() {
    }

    public static JsonText toJson(Object v) {
        if (v instanceof JsonText j) {
            return j;
        }
        if (v instanceof Jsonb j) {
            return JsonText.trusted(j.toString());
        }
        if (v instanceof String s) {
            return JsonText.parse(s);
        }
        throw cannotCast(v, TypeKind.JSON);
    }

    public static Jsonb toJsonb(Object v) {
        if (v instanceof Jsonb j) {
            return j;
        }
        if (v instanceof JsonText j) {
            return Jsonb.parse(j.text());
        }
        if (v instanceof String s) {
            return Jsonb.parse(s);
        }
        throw cannotCast(v, TypeKind.JSONB);
    }

    /** The value jsonb::boolean or jsonb::numeric-kind converts further (a Boolean or a BigDecimal). */
    public static Object scalar(Jsonb j, DataType target) {
        Object root = j.root();
        boolean wantsBool = target.kind() == TypeKind.BOOLEAN;
        if (wantsBool ? root instanceof Boolean : root instanceof BigDecimal) {
            return root;
        }
        String what = root instanceof java.util.List ? "array" : root instanceof java.util.Map ? "object"
                : JsonbNodes.typeName(root);
        throw LaninException.of(JsonMsg.CANNOT_CAST_JSONB, what, target.sqlName());
    }

    private static LaninException cannotCast(Object v, TypeKind target) {
        return LaninException.of(TypeMsg.CANNOT_CAST, ValueComparators.kindOf(v).sqlName(), target.sqlName());
    }
}
