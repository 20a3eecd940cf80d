package org.lanin.engine.json;

/**
 * A json value: the text as written, validated by {@link JsonParser}. PostgreSQL's json has no
 * equality operator, so {@link #equals} exists only for Java collections (text identity).
 */
public final class JsonText {
    private final String text;

    private JsonText(String text) {
        this.text = text;
    }

    /** json_in: validates {@code text} (22P02 when it is not JSON) and keeps it as written. */
    public static JsonText parse(String text) {
        JsonParser.validate(text);
        return new JsonText(text);
    }

    /** Text already known to be valid JSON (built by a json function). */
    public static JsonText trusted(String text) {
        return new JsonText(text);
    }

    public String text() {
        return text;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof JsonText j && j.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return text;
    }
}
