package org.lanin.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ShellOptionsTest {

    @Test
    void defaultsToPrivateInMemoryDatabase() throws Exception {
        ShellOptions o = ShellOptions.parse();
        assertThat(o.url()).isEqualTo("jdbc:lanin:mem:");
        assertThat(o.actions()).isEmpty();
        assertThat(o.help()).isFalse();
    }

    @Test
    void keepsCommandsAndFilesInOrder() throws Exception {
        ShellOptions o = ShellOptions.parse("-c", "select 1", "jdbc:x:y", "--file=a.sql", "-fb.sql", "--command", "s");
        assertThat(o.url()).isEqualTo("jdbc:x:y");
        assertThat(o.actions()).containsExactly(
                new ShellOptions.Action(ShellOptions.Kind.COMMAND, "select 1"),
                new ShellOptions.Action(ShellOptions.Kind.FILE, "a.sql"),
                new ShellOptions.Action(ShellOptions.Kind.FILE, "b.sql"),
                new ShellOptions.Action(ShellOptions.Kind.COMMAND, "s"));
    }

    @Test
    void rejectsUnknownOptionMissingArgumentAndSecondUrl() {
        assertThatThrownBy(() -> ShellOptions.parse("-x")).isInstanceOf(ShellOptions.UsageException.class);
        assertThatThrownBy(() -> ShellOptions.parse("-c")).isInstanceOf(ShellOptions.UsageException.class);
        assertThatThrownBy(() -> ShellOptions.parse("jdbc:a", "jdbc:b")).isInstanceOf(ShellOptions.UsageException.class);
    }

    @Test
    void help() throws Exception {
        assertThat(ShellOptions.parse("--help").help()).isTrue();
        assertThat(ShellOptions.parse("-?").help()).isTrue();
    }

    @Test
    void dumpTakesTheUrlAndNoActions() throws Exception {
        ShellOptions o = ShellOptions.parse("--dump", "jdbc:lanin:file:db");
        assertThat(o.dump()).isTrue();
        assertThat(o.url()).isEqualTo("jdbc:lanin:file:db");
        assertThat(ShellOptions.parse("jdbc:x:y").dump()).isFalse();
        assertThatThrownBy(() -> ShellOptions.parse("--dump", "-c", "select 1")).isInstanceOf(ShellOptions.UsageException.class);
    }
}
