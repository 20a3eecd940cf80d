package org.lanin.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.DumbTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JLine loop on a dumb terminal fed from a string: prompts, errors that do not stop it, history. */
class InteractiveLoopTest {
    @TempDir
    Path dir;

    @Test
    void promptsContinuesAfterErrorsAndKeepsHistory() throws Exception {
        String input = "select 1\n as a;\nselect nope;\nselect 'x\ny' as b;\n\\q\nselect 3;\n";
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Path history = dir.resolve("history");
        try (Connection c = DriverManager.getConnection("jdbc:h2:mem:interactive");
             Terminal terminal = new DumbTerminal("test", "dumb",
                     new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), screen, StandardCharsets.UTF_8)) {
            ShellSession session = new ShellSession(c, new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8), false);
            assertThat(new InteractiveLoop(session, history).run(terminal)).isEqualTo(Outcome.OK);
        }
        assertThat(screen.toString(StandardCharsets.UTF_8)).contains("lanin=> ", "lanin-> ", "lanin'> ");
        assertThat(out.toString(StandardCharsets.UTF_8)).contains(" A \n---\n 1\n(1 row)", " x+\n y\n(1 row)")
                .doesNotContain(" 3\n");
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("ERROR:  ");
        assertThat(Files.readString(history)).contains("select nope;");
    }
}
