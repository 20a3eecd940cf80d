package org.lanin.planner.func;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.exec.Aggregate;
import org.lanin.engine.func.array.ArrayBuilder;
import org.lanin.engine.type.ArrayValue;

/**
 * array_agg(x): the inputs in order, NULLs included; NULL over no rows; array inputs stack into
 * one more dimension. Unlike the other aggregates it keeps NULL inputs, so the binder hands it
 * each value boxed in a one-element {@code Object[]} and a filtered-out row as null (which the
 * executor skips): NULL inputs and FILTER both work, and DISTINCT compares the boxes by content.
 */
final class ArrayAgg implements Aggregate {
    private final boolean ofArrays;

    ArrayAgg(boolean ofArrays) {
        this.ofArrays = ofArrays;
    }

    @Override
    public Object newState() {
        return null;
    }

    @Override
    public Object accumulate(Object state, Object value) {
        @SuppressWarnings("unchecked")
        List<Object> s = state == null ? new ArrayList<>() : (List<Object>) state;
        s.add(value instanceof Object[] box ? box[0] : value);
        return s;
    }

    @Override
    public Object finish(Object state) {
        if (state == null) {
            return null;
        }
        @SuppressWarnings("unchecked")
        List<Object> s = (List<Object>) state;
        if (!ofArrays) {
            return ArrayBuilder.ofElements(s.toArray());
        }
        List<ArrayValue> parts = new ArrayList<>(s.size());
        for (Object o : s) {
            parts.add((ArrayValue) o);
        }
        return ArrayBuilder.accumulate(parts);
    }
}
