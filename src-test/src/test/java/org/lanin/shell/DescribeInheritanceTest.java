package org.lanin.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code \d} of an inheritance parent and child on Lanin: psql's "Inherits:" and "Number of child tables:" footers. */
class DescribeInheritanceTest {
    @Test
    void describeShowsParentsAndChildCount() {
        String script = """
                create table cities (name text not null, population int);
                create table capitals (state char(2)) inherits (cities);
                create table towns (mayor text) inherits (cities);
                create table villages (elders int) inherits (towns, capitals);
                \\d cities
                \\d villages
                """;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Shell.run(new String[] {"jdbc:lanin:mem:"}, new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(text).containsPattern("\n population \\| \\w+ +\\| +\\| \nNumber of child tables: 2 \\(Use \\\\d\\+ to list them\\.\\)\n");
        assertThat(text).containsPattern("\n elders +\\| \\w+ +\\| +\\| \nInherits: towns,\n          capitals\n");
    }
}
