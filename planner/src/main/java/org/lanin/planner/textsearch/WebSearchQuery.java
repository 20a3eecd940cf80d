package org.lanin.planner.textsearch;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.textsearch.TsQuery;

/**
 * websearch_to_tsquery's syntax: words are ANDed, {@code "quoted text"} is a phrase, {@code or}
 * between terms is OR (binding looser than the implicit AND), {@code -term} negates. Other
 * punctuation separates words; a term of stop words only vanishes.
 */
final class WebSearchQuery {
    private WebSearchQuery() {
    }

    static TsQuery.Node parse(TextSearchConfig config, String s) {
        List<TsQuery.Node> ors = new ArrayList<>();
        TsQuery.Node and = null;
        int i = 0;
        int n = s.length();
        boolean pendingOr = false;
        while (i < n) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            boolean negate = false;
            if (c == '-' && i + 1 < n && !Character.isWhitespace(s.charAt(i + 1))) {
                negate = true;
                i++;
                c = s.charAt(i);
            }
            TsQuery.Node term;
            if (c == '"') {
                int close = s.indexOf('"', i + 1);
                int end = close < 0 ? n : close;
                term = TextSearch.join(TextSearch.lexemes(config, s.substring(i + 1, end), 0), '<', 0, false);
                i = close < 0 ? n : close + 1;
            } else {
                int end = i;
                while (end < n && !Character.isWhitespace(s.charAt(end)) && s.charAt(end) != '"') {
                    end++;
                }
                String word = s.substring(i, end);
                i = end;
                if (!negate && word.equalsIgnoreCase("or")) {
                    pendingOr = and != null;
                    continue;
                }
                term = TextSearch.join(TextSearch.lexemes(config, word, 0), '&', 0, false);
            }
            if (term == null) {
                continue;
            }
            if (negate) {
                term = new TsQuery.Not(term);
            }
            if (pendingOr) {
                ors.add(and);
                and = null;
                pendingOr = false;
            }
            and = and == null ? term : new TsQuery.Binary('&', 0, and, term);
        }
        if (and != null) {
            ors.add(and);
        }
        TsQuery.Node out = null;
        for (TsQuery.Node o : ors) {
            out = out == null ? o : new TsQuery.Binary('|', 0, out, o);
        }
        return out;
    }
}
