package org.lanin.engine.func;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/**
 * convert_to(text, encoding) and convert_from(bytea, encoding): text to and from bytes in one of
 * PostgreSQL's encodings, named as PostgreSQL names them (case and punctuation ignored: UTF8,
 * LATIN1, WIN1252, ...), each mapped to the JDK's charset. Bytes that are not valid in the source
 * encoding fail with 22021 as in PostgreSQL, not replaced.
 */
final class Conversions {
    private static final Map<String, Charset> ENCODINGS = Map.ofEntries(
            Map.entry("utf8", StandardCharsets.UTF_8), Map.entry("unicode", StandardCharsets.UTF_8),
            Map.entry("sqlascii", StandardCharsets.US_ASCII),
            Map.entry("latin1", StandardCharsets.ISO_8859_1), Map.entry("latin2", Charset.forName("ISO-8859-2")),
            Map.entry("latin5", Charset.forName("ISO-8859-9")), Map.entry("latin9", Charset.forName("ISO-8859-15")),
            Map.entry("win1250", Charset.forName("windows-1250")), Map.entry("win1251", Charset.forName("windows-1251")),
            Map.entry("win1252", Charset.forName("windows-1252")), Map.entry("koi8r", Charset.forName("KOI8-R")),
            Map.entry("eucjp", Charset.forName("EUC-JP")), Map.entry("sjis", Charset.forName("Shift_JIS")),
            Map.entry("gbk", Charset.forName("GBK")), Map.entry("big5", Charset.forName("Big5")));

    private enum M implements Msg {
        SOURCE("invalid source encoding name \"%s\""),
        DESTINATION("invalid destination encoding name \"%s\""),
        BAD_BYTES("invalid byte sequence for encoding \"%s\": %s"),
        UNTRANSLATABLE("character with byte sequence %s in encoding \"UTF8\" has no equivalent in encoding \"%s\"");

        private final String template;

        M(String template) {
            this.template = template;
        }

        @Override
        public SqlState state() {
            return this == SOURCE || this == DESTINATION ? SqlState.INVALID_PARAMETER_VALUE
                    : this == BAD_BYTES ? SqlState.CHARACTER_NOT_IN_REPERTOIRE : SqlState.UNTRANSLATABLE_CHARACTER;
        }

        @Override
        public String template() {
            return template;
        }
    }

    private Conversions() {
    }

    static byte[] to(String text, String encoding) {
        Charset cs = charset(encoding, M.DESTINATION);
        try {
            ByteBuffer b = cs.newEncoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).encode(java.nio.CharBuffer.wrap(text));
            byte[] out = new byte[b.remaining()];
            b.get(out);
            return out;
        } catch (CharacterCodingException e) {
            throw LaninException.of(M.UNTRANSLATABLE, firstUnmappable(text, cs), name(encoding));
        }
    }

    /** The UTF-8 bytes of the first character {@code cs} cannot hold, as PostgreSQL prints them. */
    private static String firstUnmappable(String text, Charset cs) {
        var encoder = cs.newEncoder();
        for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i))) {
            String ch = new String(Character.toChars(text.codePointAt(i)));
            if (!encoder.canEncode(ch)) {
                StringBuilder b = new StringBuilder();
                for (byte x : ch.getBytes(StandardCharsets.UTF_8)) {
                    b.append(b.length() == 0 ? "" : " ").append(String.format("0x%02x", x & 0xFF));
                }
                return b.toString();
            }
        }
        return "";
    }

    static String from(byte[] bytes, String encoding) {
        Charset cs = charset(encoding, M.SOURCE);
        try {
            return cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw LaninException.of(M.BAD_BYTES, name(encoding), firstBadByte(bytes, cs));
        }
    }

    private static Charset charset(String encoding, M unknown) {
        Charset cs = ENCODINGS.get(encoding.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", ""));
        if (cs == null) {
            throw LaninException.of(unknown, encoding);
        }
        return cs;
    }

    private static String name(String encoding) {
        return encoding.toUpperCase(Locale.ROOT).replace("-", "").replace("_", "").equals("UTF8") ? "UTF8"
                : encoding.toUpperCase(Locale.ROOT);
    }

    /** The byte where decoding first fails, as PostgreSQL prints it ({@code 0xff}). */
    private static String firstBadByte(byte[] bytes, Charset cs) {
        var decoder = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(bytes.length + 1);
        decoder.decode(in, out, true);
        int at = Math.min(in.position(), bytes.length - 1);
        return String.format("0x%02x", bytes[Math.max(at, 0)] & 0xFF);
    }
}
