package org.lanin.engine.textsearch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.lanin.engine.error.LaninException;

/**
 * tsvector/tsquery text forms parse back to equal values (what the WAL, the image and spill files
 * rely on), and the match and rank on small cases (the broad checks against PostgreSQL are
 * SetReturningRecordedTest's textsearch.sql).
 */
class TsValuesTest {
    @Test
    void textFormsRoundTrip() {
        for (String v : new String[] {"", "'a'", "'fat':2B,4 'it''s':1A 'x'", "'a\\\\b':16383", "'c' 'd':1C"}) {
            TsVector t = TsVector.parse(v);
            assertThat(t.toString()).isEqualTo(v);
            assertThat(TsVector.parse(t.toString())).isEqualTo(t);
        }
        for (String q : new String[] {"'a'", "'a' & 'b' | !'c'", "( 'a' | 'b' ) <3> 'c':*AB", "'a' <-> ( 'b' <-> 'c' )"}) {
            assertThat(TsQuery.parse(q).toString()).isEqualTo(q);
        }
    }

    @Test
    void positionsAreMergedSortedAndClamped() {
        assertThat(TsVector.parse("b:3,1,3 a:20000 b:2A").toString()).isEqualTo("'a':16383 'b':1,2A,3");
        assertThatThrownBy(() -> TsVector.parse("a:0")).isInstanceOf(LaninException.class);
        assertThatThrownBy(() -> TsQuery.parse("a &")).isInstanceOf(LaninException.class)
                .hasMessageContaining("no operand");
    }

    @Test
    void matchUsesWeightsPrefixesAndPhraseDistance() {
        TsVector v = TsVector.parse("fat:1A cat:3 fatty:7");
        assertThat(TsMatch.matches(v, TsQuery.parse("fat:A & cat"))).isTrue();
        assertThat(TsMatch.matches(v, TsQuery.parse("cat:A"))).isFalse();
        assertThat(TsMatch.matches(v, TsQuery.parse("fatt:*"))).isTrue();
        assertThat(TsMatch.matches(v, TsQuery.parse("fat <2> cat"))).isTrue();
        assertThat(TsMatch.matches(v, TsQuery.parse("fat <-> cat"))).isFalse();
        assertThat(TsMatch.matches(v.strip(), TsQuery.parse("fat <2> cat"))).isFalse();
        assertThat(TsMatch.matches(v, TsQuery.EMPTY)).isFalse();
    }
}
