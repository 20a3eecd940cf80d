package org.lanin.engine.access;

/** Values as they appear in error details. */
final class ValueText {
    private ValueText() {
    }

    static String of(Object v) {
        return v == null ? "null" : org.lanin.engine.type.TextFormat.format(v);
    }
}
