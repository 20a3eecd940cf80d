package org.lanin.planner.textsearch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.textsearch.TsQuery;
import org.lanin.engine.textsearch.TsQueryParser;
import org.lanin.engine.textsearch.TsVector;

/**
 * Text into tsvector and tsquery through a configuration (to_tsvector.c, to_tsany.c). The public
 * entry for triggers: {@link #toTsVector(TextSearchConfig, List)} is what PostgreSQL's
 * {@code tsvector_update_trigger(col, config, c1, c2, ...)} stores (the texts parsed as one
 * stream of positions, NULLs skipped).
 */
public final class TextSearch {
    /** A lexeme (null for a stop word) at its position (1-based, stop words counted). */
    record Lexeme(String text, int position) {
    }

    private TextSearch() {
    }

    /** The lexemes of {@code text}, positions continuing from {@code after}. */
    static List<Lexeme> lexemes(TextSearchConfig config, String text, int after) {
        List<Lexeme> out = new ArrayList<>();
        int pos = after;
        for (TextTokens.Token t : TextTokens.of(text)) {
            out.add(new Lexeme(config.lexeme(t), ++pos));
        }
        return out;
    }

    public static TsVector toTsVector(TextSearchConfig config, String text) {
        return toTsVector(config, java.util.Collections.singletonList(text));
    }

    /** to_tsvector over several texts in one position stream (tsvector_update_trigger's columns). */
    public static TsVector toTsVector(TextSearchConfig config, List<String> texts) {
        Map<String, List<Integer>> m = new LinkedHashMap<>();
        int pos = 0;
        for (String text : texts) {
            if (text == null) {
                continue;
            }
            List<Lexeme> ls = lexemes(config, text, pos);
            for (Lexeme l : ls) {
                if (l.text() != null) {
                    m.computeIfAbsent(l.text(), k -> new ArrayList<>()).add(Math.min(l.position(), TsVector.MAX_POSITION) << 2);
                }
            }
            pos += ls.size();
        }
        return TsVector.of(m);
    }

    /** to_tsquery: the query syntax, each operand through the configuration. */
    public static TsQuery toTsQuery(TextSearchConfig config, String text) {
        return new TsQuery(TsQueryParser.parse(text, w -> operand(config, w)));
    }

    /** An operand's lexemes: one operand, a phrase of several (hyphenated words), or null (stop words). */
    private static TsQuery.Node operand(TextSearchConfig config, TsQueryParser.Word w) {
        return join(lexemes(config, w.text(), 0), '<', w.weights(), w.prefix());
    }

    /** plainto_tsquery: the lexemes joined by {@code &}. */
    public static TsQuery plainToTsQuery(TextSearchConfig config, String text) {
        return new TsQuery(join(lexemes(config, text, 0), '&', 0, false));
    }

    /** phraseto_tsquery: the lexemes joined by {@code <N>}, N counting the stop words between. */
    public static TsQuery phraseToTsQuery(TextSearchConfig config, String text) {
        return new TsQuery(join(lexemes(config, text, 0), '<', 0, false));
    }

    /** Left-deep {@code op} over the non-stop lexemes; a phrase's distance is their position difference. */
    static TsQuery.Node join(List<Lexeme> ls, char op, int weights, boolean prefix) {
        TsQuery.Node acc = null;
        int last = 0;
        for (Lexeme l : ls) {
            if (l.text() == null) {
                continue;
            }
            TsQuery.Node o = new TsQuery.Operand(l.text(), weights, prefix);
            acc = acc == null ? o : new TsQuery.Binary(op, op == '<' ? l.position() - last : 0, acc, o);
            last = l.position();
        }
        return acc;
    }

    public static TsQuery websearchToTsQuery(TextSearchConfig config, String text) {
        return new TsQuery(WebSearchQuery.parse(config, text));
    }
}
