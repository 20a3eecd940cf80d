package org.lanin.engine.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.lanin.engine.type.Interval;

/** Every spillable value survives a round trip through buffers far smaller than the values. */
class SpillCodecTest {
    @Test
    void roundTripsThroughTinyBuffers() throws Exception {
        Object[] values = {null, "", "abc", "x".repeat(1000), "\u00e9t\u00e9", "\u20ac\ud83d\ude00\ud800".repeat(100), 7,
            -8L, (short) 3, 1.5d, Double.NaN, -0.0f, new BigDecimal("-12345678901234567890.123"), true, new byte[300],
            LocalDate.of(2024, 2, 29), LocalTime.of(23, 59, 1, 5), LocalDateTime.of(1999, 12, 31, 23, 59, 59, 1),
            OffsetDateTime.of(2020, 1, 2, 3, 4, 5, 6, ZoneOffset.ofHours(-7)), new UUID(-1, 42), new Interval(1, -2, 3),
            org.lanin.engine.textsearch.TsVector.parse("'fat':2B,4 'it''s':1A x"),
            org.lanin.engine.textsearch.TsQuery.parse("fat & !(rat | c:*AB) <2> d"),
            org.lanin.engine.type.NumericSpecial.NAN, org.lanin.engine.type.NumericSpecial.POSITIVE_INFINITY,
            org.lanin.engine.type.NumericSpecial.NEGATIVE_INFINITY};
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (SpillOutput out = new SpillOutput(bytes, 64)) {
            for (Object v : values) {
                SpillCodec.write(out, v);
            }
            out.writeLong(Long.MIN_VALUE);
        }
        try (SpillInput in = new SpillInput(new ByteArrayInputStream(bytes.toByteArray()), 64)) {
            for (Object v : values) {
                assertThat(SpillCodec.read(in, null)).isEqualTo(v);
            }
            assertThat(in.readLong()).isEqualTo(Long.MIN_VALUE);
        }
    }
}
