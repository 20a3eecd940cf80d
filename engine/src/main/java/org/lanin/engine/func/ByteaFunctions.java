package org.lanin.engine.func;

import static org.lanin.engine.type.TypeKind.BYTEA;

import java.util.Arrays;
import org.lanin.engine.type.DataType;

/** PostgreSQL's bytea forms of position and trim (varlena.c's byteapos and bytea trim): bytes, not characters. */
final class ByteaFunctions {
    private ByteaFunctions() {
    }

    static void register(FunctionRegistry.Builder b) {
        b.fn(new String[] {"position", "strpos"}, DataType.INTEGER, (c, a) -> position((byte[]) a[0], (byte[]) a[1]), BYTEA, BYTEA);
        b.fn(new String[] {"btrim", "trim"}, DataType.BYTEA, (c, a) -> trim((byte[]) a[0], (byte[]) a[1], true, true), BYTEA, BYTEA);
        b.fn("ltrim", DataType.BYTEA, (c, a) -> trim((byte[]) a[0], (byte[]) a[1], true, false), BYTEA, BYTEA);
        b.fn("rtrim", DataType.BYTEA, (c, a) -> trim((byte[]) a[0], (byte[]) a[1], false, true), BYTEA, BYTEA);
    }

    /** 1-based position of the first occurrence of {@code needle}, 0 when absent (1 for an empty needle). */
    static int position(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i + 1;
        }
        return 0;
    }

    static byte[] trim(byte[] v, byte[] set, boolean leading, boolean trailing) {
        int from = 0;
        int to = v.length;
        while (leading && from < to && contains(set, v[from])) {
            from++;
        }
        while (trailing && to > from && contains(set, v[to - 1])) {
            to--;
        }
        return Arrays.copyOfRange(v, from, to);
    }

    private static boolean contains(byte[] set, byte x) {
        for (byte s : set) {
            if (s == x) {
                return true;
            }
        }
        return false;
    }
}
