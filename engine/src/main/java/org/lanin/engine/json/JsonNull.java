package org.lanin.engine.json;

/** JSON's {@code null} inside a jsonb tree (SQL NULL stays Java null, outside the tree). */
public enum JsonNull {
    NULL;

    @Override
    public String toString() {
        return "null";
    }
}
