package org.lanin.dump;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** COPY text escaping (copyto.c's CopyAttributeOutText) and quote_ident's rules. */
class CopyTextTest {
    @Test
    void escapesBackslashAndControlCharactersOnly() {
        assertThat(CopyText.of("a\tb\nc\rd\\e\bf\fg\u000Bh")).isEqualTo("a\\tb\\nc\\rd\\\\e\\bf\\fg\\vh");
        assertThat(CopyText.of("\\N")).isEqualTo("\\\\N");
        assertThat(CopyText.of(null)).isEqualTo("\\N");
        assertThat(CopyText.of("ünï ☃ \"q\" 'a' \u0001")).isEqualTo("ünï ☃ \"q\" 'a' \u0001");
        assertThat(CopyText.of("\\x00ff")).isEqualTo("\\\\x00ff");
    }

    @Test
    void quotesNamesAsQuoteIdent() {
        SqlNames n = new SqlNames(Set.of("select", "user"));
        assertThat(n.ident("actor_id")).isEqualTo("actor_id");
        assertThat(n.ident("select")).isEqualTo("\"select\"");
        assertThat(n.ident("Mixed")).isEqualTo("\"Mixed\"");
        assertThat(n.ident("odd name")).isEqualTo("\"odd name\"");
        assertThat(n.ident("1st")).isEqualTo("\"1st\"");
        assertThat(n.ident("a\"b")).isEqualTo("\"a\"\"b\"");
        assertThat(n.ident("year")).isEqualTo("year");
        assertThat(n.qualified("sales.orders")).isEqualTo("sales.orders");
        assertThat(n.qualified("orders")).isEqualTo("public.orders");
        assertThat(SqlNames.literal("it's")).isEqualTo("'it''s'");
    }
}
