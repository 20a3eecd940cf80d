package org.lanin.engine.func;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.engine.type.ErrorAssert.fails;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

class LikeMatcherTest {
    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("abc", "abc", true),
                Arguments.of("abc", "ab", false),
                Arguments.of("", "", true),
                Arguments.of("", "%", true),
                Arguments.of("a", "", false),
                Arguments.of("abc", "a%", true),
                Arguments.of("abc", "%c", true),
                Arguments.of("abc", "%b%", true),
                Arguments.of("abc", "%x%", false),
                Arguments.of("abc", "_b_", true),
                Arguments.of("abc", "__", false),
                Arguments.of("abc", "___", true),
                Arguments.of("abc", "a%%c", true),
                Arguments.of("abcbd", "a%b_", true),
                Arguments.of("mississippi", "m%iss%ppi", true),
                Arguments.of("mississippi", "m%iss%ppx", false),
                Arguments.of("aaa", "%a%a%a%", true),
                Arguments.of("aa", "%a%a%a%", false),
                Arguments.of("50%", "50\\%", true),
                Arguments.of("500", "50\\%", false),
                Arguments.of("a_c", "a\\_c", true),
                Arguments.of("abc", "a\\_c", false),
                Arguments.of("a\\c", "a\\\\c", true),
                Arguments.of("\uD83D\uDE00", "_", true),
                Arguments.of("\uD83D\uDE00", "__", false),
                Arguments.of("x\uD83D\uDE00y", "x_y", true),
                Arguments.of("x\uD83D\uDE00y", "%_y", true),
                Arguments.of("line1\nline2", "line1%", true));
    }

    @ParameterizedTest(name = "''{0}'' LIKE ''{1}''")
    @MethodSource("cases")
    void like(String s, String pattern, boolean expected) {
        assertThat(LikeMatcher.like(pattern).matches(s)).isEqualTo(expected);
    }

    @Test
    void ilikeFoldsCase() {
        assertThat(LikeMatcher.ilike("ab%").matches("ABC")).isTrue();
        assertThat(LikeMatcher.ilike("%B_").matches("abc")).isTrue();
        assertThat(LikeMatcher.like("ab%").matches("ABC")).isFalse();
    }

    @Test
    void customEscape() {
        assertThat(LikeMatcher.compile("50#%", "#", false).matches("50%")).isTrue();
        assertThat(LikeMatcher.compile("a\\%", "#", false).matches("a\\xyz")).isTrue();
        assertThat(LikeMatcher.compile("a\\%", "", false).matches("a\\b")).isTrue();
        assertThat(LikeMatcher.compile("##", "#", false).matches("#")).isTrue();
    }

    @Test
    void badPatterns() {
        fails(() -> LikeMatcher.like("abc\\"), "22025", "LIKE pattern must not end with escape character");
        fails(() -> LikeMatcher.compile("a", "ab", false), "22025", "invalid escape string");
    }
}
