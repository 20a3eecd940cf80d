package org.lanin.planner.textsearch;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.textsearch.TsMsg;
import org.tartarus.snowball.ext.EnglishStemmer;

/**
 * The text search configurations Lanin has, as PostgreSQL 15 defines them: {@code simple} (every
 * token lower-cased) and {@code english} (words and hyphenated words through the english_stem
 * dictionary: PostgreSQL's english.stop list, then the Snowball English stemmer; numbers and
 * words with digits through simple). Names may be qualified with {@code pg_catalog}.
 */
public enum TextSearchConfig {
    SIMPLE,
    ENGLISH;

    /** PostgreSQL's tsearch_data/english.stop (PostgreSQL licence), read once. */
    private static final Set<String> ENGLISH_STOP = load("english.stop");

    /** {@code default_text_search_config} of a PostgreSQL cluster initialised for English. */
    public static final TextSearchConfig DEFAULT = ENGLISH;

    public static TextSearchConfig named(String name) {
        String n = name.strip().toLowerCase(Locale.ROOT);
        if (n.startsWith("pg_catalog.")) {
            n = n.substring("pg_catalog.".length());
        }
        return switch (n) {
            case "simple" -> SIMPLE;
            case "english" -> ENGLISH;
            default -> throw LaninException.of(TsMsg.NO_CONFIGURATION, name);
        };
    }

    /** The lexeme of a token, or null for a stop word (which still takes its position). */
    String lexeme(TextTokens.Token t) {
        String lower = t.text().toLowerCase(Locale.ROOT);
        if (this == SIMPLE) {
            return lower;
        }
        return switch (t.kind()) {
            case NUMBER, NUMWORD, NUMPART -> lower;
            default -> ENGLISH_STOP.contains(lower) ? null : stem(lower);
        };
    }

    private static String stem(String word) {
        EnglishStemmer s = new EnglishStemmer(); // not thread-safe: one per call (a few small arrays)
        s.setCurrent(word);
        s.stem();
        return s.getCurrent();
    }

    private static Set<String> load(String name) {
        try (InputStream in = TextSearchConfig.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new EngineBug("missing resource " + name);
            }
            Set<String> out = new HashSet<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank()) {
                    out.add(line.strip());
                }
            }
            return Set.copyOf(out);
        } catch (IOException e) {
            throw new EngineBug("reading " + name, e);
        }
    }
}
