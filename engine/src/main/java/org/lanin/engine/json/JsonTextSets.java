package org.lanin.engine.json;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;

/**
 * The set-returning functions of json (json_array_elements[_text], json_each[_text],
 * json_object_keys): parts of the text as written, duplicate keys kept in written order, as
 * PostgreSQL's json versions give them (the jsonb ones are {@link JsonbSets}).
 */
public final class JsonTextSets {
    private JsonTextSets() {
    }

    public static List<Object[]> elements(JsonText j, boolean text) {
        JsonParser.Span s = JsonParser.spans(j.text());
        if (s.kind() == 'o') {
            throw LaninException.of(JsonMsg.ELEMENTS_OF_OBJECT);
        }
        if (s.kind() != 'a') {
            throw LaninException.of(JsonMsg.ELEMENTS_OF_SCALAR);
        }
        List<Object[]> rows = new ArrayList<>(s.parts().size());
        for (JsonParser.Span part : s.parts()) {
            rows.add(new Object[] {value(j.text(), part, text)});
        }
        return rows;
    }

    public static List<Object[]> each(JsonText j, String fn, boolean text) {
        JsonParser.Span s = JsonParser.spans(j.text());
        if (s.kind() != 'o') {
            throw LaninException.of(JsonMsg.EACH_ON_NON_OBJECT, fn);
        }
        List<Object[]> rows = new ArrayList<>(s.parts().size());
        for (int i = 0; i < s.parts().size(); i++) {
            rows.add(new Object[] {s.keys().get(i), value(j.text(), s.parts().get(i), text)});
        }
        return rows;
    }

    public static List<Object[]> keys(JsonText j, String fn) {
        JsonParser.Span s = JsonParser.spans(j.text());
        if (s.kind() == 'a') {
            throw LaninException.of(JsonMsg.KEYS_OF_ARRAY, fn);
        }
        if (s.kind() != 'o') {
            throw LaninException.of(JsonMsg.KEYS_OF_SCALAR, fn);
        }
        List<Object[]> rows = new ArrayList<>(s.keys().size());
        for (String k : s.keys()) {
            rows.add(new Object[] {k});
        }
        return rows;
    }

    private static Object value(String text, JsonParser.Span s, boolean asText) {
        String part = text.substring(s.start(), s.end());
        if (!asText) {
            return JsonText.trusted(part);
        }
        return switch (s.kind()) {
            case 'z' -> null;
            case 's' -> (String) JsonParser.parse(part);
            default -> part;
        };
    }
}
