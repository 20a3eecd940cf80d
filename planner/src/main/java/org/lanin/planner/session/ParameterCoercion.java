package org.lanin.planner.session;

import java.util.List;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.Utf8Validity;

/** A statement's parameter values, as the driver passed them, cast to the types the plan declares. */
final class ParameterCoercion {
    private ParameterCoercion() {
    }

    static Object[] coerce(Object[] params, List<DataType> types) {
        Object[] out = new Object[params.length];
        for (int i = 0; i < params.length; i++) {
            if (params[i] instanceof String s) {
                Utf8Validity.check(s);
            }
            DataType t = types.get(i);
            Object v = params[i];
            if (v instanceof java.time.ZonedDateTime z) {
                // the driver's setTimestamp/setDate: the JVM's wall-clock time and the instant it names, as
                // pgJDBC's text with an offset: a timestamptz takes the instant, anything else the wall clock
                v = t.kind() == TypeKind.TIMESTAMPTZ ? z.toOffsetDateTime() : z.toLocalDateTime();
            }
            out[i] = v == null || t.kind() == TypeKind.UNKNOWN ? v : org.lanin.engine.type.Casts.cast(v, t);
        }
        return out;
    }
}
