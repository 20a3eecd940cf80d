package org.lanin.engine.json;

import java.util.List;

/**
 * json's path operators ({@code -> ->> #> #>>} on json, jsonfuncs.c's {@code get_worker}): the
 * result is the part of the text as written (spacing kept); of duplicate keys the last one is
 * found; {@code ->>} decodes a string and gives SQL NULL for JSON null.
 */
public final class JsonTextAccess {
    private JsonTextAccess() {
    }

    /** {@code -> key|index} ({@code text}: {@code ->>}). */
    public static Object get(JsonText j, Object step, boolean text) {
        JsonParser.Span s = JsonParser.spans(j.text());
        return result(j.text(), step(s, step), text);
    }

    public static Object path(JsonText j, List<?> path, boolean text) {
        JsonParser.Span s = JsonParser.spans(j.text());
        for (Object step : path) {
            if (step == null || s == null) {
                return null;
            }
            Object k = step;
            if (s.kind() == 'a') {
                k = JsonbAccess.parseIndex((String) step);
                if (k == null) {
                    return null;
                }
            }
            s = step(s, k);
        }
        return result(j.text(), s, text);
    }

    private static JsonParser.Span step(JsonParser.Span s, Object step) {
        if (step instanceof Integer i && s.kind() == 'a') {
            int n = s.parts().size();
            int at = i < 0 ? n + i : i;
            return at >= 0 && at < n ? s.parts().get(at) : null;
        }
        if (step instanceof String key && s.kind() == 'o') {
            JsonParser.Span found = null;
            for (int k = 0; k < s.keys().size(); k++) {
                if (s.keys().get(k).equals(key)) {
                    found = s.parts().get(k);
                }
            }
            return found;
        }
        return null;
    }

    private static Object result(String text, JsonParser.Span s, boolean asText) {
        if (s == null) {
            return null;
        }
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
