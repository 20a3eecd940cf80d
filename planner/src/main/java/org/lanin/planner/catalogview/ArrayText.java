package org.lanin.planner.catalogview;

import java.util.List;
import org.lanin.engine.type.ArrayFormat;
import org.lanin.engine.type.ArrayValue;

/**
 * The anyarray and real[] columns of pg_stats in PostgreSQL's array output ({@link ArrayFormat}),
 * as text: pg_stats keeps its text columns (values of mixed element types are formatted by
 * {@code TextFormat}), so readers see what array_out would print.
 */
final class ArrayText {
    private ArrayText() {
    }

    /** The array of {@code values} (never null elements), or null for an empty list (no such slot). */
    static String of(List<?> values) {
        if (values.isEmpty()) {
            return null;
        }
        return ArrayFormat.format(ArrayValue.of(values));
    }

    /** A real[] of {@code numbers} as float4 values, or null when empty. */
    static String ofReals(double[] numbers) {
        if (numbers.length == 0) {
            return null;
        }
        Float[] boxed = new Float[numbers.length];
        for (int i = 0; i < numbers.length; i++) {
            boxed[i] = (float) numbers[i];
        }
        return of(List.of(boxed));
    }
}
