package org.lanin.jdbc.convert;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;

/**
 * Array values between JDBC and the engine, as pgJDBC does it: Java arrays (of objects or
 * primitives, nested for more dimensions) become engine arrays for setObject/setArray/
 * createArrayOf; engine arrays become Java arrays of the element type's getObject class.
 */
public final class JdbcArrays {
    private JdbcArrays() {
    }

    /** True for a Java array Lanin takes as an SQL array (byte[] is bytea, not an array). */
    public static boolean isJavaArray(Object x) {
        return x != null && x.getClass().isArray() && !(x instanceof byte[]);
    }

    /** A Java array (any depth) as an engine array; elements go through {@link ParameterValues#toEngine}. */
    public static ArrayValue fromJava(Object array) {
        List<Integer> dims = new ArrayList<>();
        for (Object level = array; isJavaArray(level); ) {
            int n = Array.getLength(level);
            dims.add(n);
            if (n == 0) {
                break;
            }
            level = Array.get(level, 0);
        }
        if (dims.contains(0)) {
            return ArrayValue.EMPTY;
        }
        List<Object> out = new ArrayList<>();
        flatten(array, 0, dims, out);
        int[] d = dims.stream().mapToInt(Integer::intValue).toArray();
        int[] lower = new int[d.length];
        java.util.Arrays.fill(lower, 1);
        return new ArrayValue(out.toArray(), d, lower);
    }

    private static void flatten(Object level, int depth, List<Integer> dims, List<Object> out) {
        int n = Array.getLength(level);
        if (n != dims.get(depth)) {
            throw LaninException.of(ConvertMsg.RAGGED_ARRAY);
        }
        for (int i = 0; i < n; i++) {
            Object e = Array.get(level, i);
            if (depth + 1 < dims.size()) {
                if (!isJavaArray(e)) {
                    throw LaninException.of(ConvertMsg.RAGGED_ARRAY);
                }
                flatten(e, depth + 1, dims, out);
            } else {
                out.add(ParameterValues.toEngine(e));
            }
        }
    }

    /** The Java array getArray() returns: element objects as getObject gives them, nested per dimension. */
    public static Object toJava(ArrayValue a, DataType element) {
        Class<?> component = componentClass(element);
        if (a.isEmpty()) {
            return Array.newInstance(component, 0);
        }
        int[] index = {0};
        return level(a, 0, element, component, index);
    }

    private static Object level(ArrayValue a, int d, DataType element, Class<?> component, int[] index) {
        int n = a.length(d);
        int depth = a.ndims() - d - 1;
        Class<?> type = component;
        for (int i = 0; i < depth; i++) {
            type = type.arrayType();
        }
        Object out = Array.newInstance(type, n);
        for (int i = 0; i < n; i++) {
            Object v = d + 1 < a.ndims() ? level(a, d + 1, element, component, index)
                    : Conversions.toJdbcObject(a.get(index[0]++), element);
            Array.set(out, i, v);
        }
        return out;
    }

    private static Class<?> componentClass(DataType element) {
        if (element.kind() == TypeKind.UNKNOWN) {
            return Object.class;
        }
        try {
            return Class.forName(JdbcTypes.className(element.kind()));
        } catch (ClassNotFoundException e) {
            return Object.class;
        }
    }

    /** The (INDEX, VALUE) rows of getResultSet over the first dimension (sub-arrays for more). */
    public static List<Object[]> outerRows(ArrayValue a) {
        List<Object[]> rows = new ArrayList<>();
        if (a.isEmpty()) {
            return rows;
        }
        int n = a.length(0);
        int per = a.size() / n;
        for (int i = 0; i < n; i++) {
            Object v;
            if (a.ndims() == 1) {
                v = a.get(i);
            } else {
                Object[] part = new Object[per];
                for (int k = 0; k < per; k++) {
                    part[k] = a.get(i * per + k);
                }
                int[] dims = java.util.Arrays.copyOfRange(a.dims(), 1, a.ndims());
                int[] lower = java.util.Arrays.copyOfRange(a.lowerBounds(), 1, a.ndims());
                v = new ArrayValue(part, dims, lower);
            }
            rows.add(new Object[] {i + 1, v});
        }
        return rows;
    }
}
