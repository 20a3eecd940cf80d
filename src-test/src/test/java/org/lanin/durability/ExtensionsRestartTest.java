package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;

import java.io.StringWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An installed extension (its member routines, tagged with its name in a component appended to the
 * routine record) survives a restart, from the log after a crash and from the image after a clean
 * close; a dump writes CREATE EXTENSION instead of the members, and loads. What Lanin does not ship
 * is 0A000 naming it.
 */
class ExtensionsRestartTest {
    @TempDir
    Path tmp;

    @Test
    void extensionsAreKeptAcrossRestartsAndDumpedAsCreateExtension() throws Exception {
        Path dir = tmp.resolve("ext");
        Path crashed = tmp.resolve("ext-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE EXTENSION IF NOT EXISTS \"uuid-ossp\"", "CREATE EXTENSION pgcrypto",
                    "CREATE TABLE t (id uuid PRIMARY KEY DEFAULT uuid_generate_v4(), h bytea)",
                    "INSERT INTO t (h) VALUES (digest('a', 'sha1'))");
            FileDb.crashCopy(dir, crashed);
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT extname FROM pg_extension ORDER BY 1")).as(p.toString())
                        .containsExactly("pgcrypto", "plpgsql", "uuid-ossp");
                exec(c, "INSERT INTO t (h) VALUES (digest('b', 'sha1'))");
                assertThat(rows(c, "SELECT count(DISTINCT id), count(*) FROM t")).containsExactly("2|2");
                SqlFails.expect(() -> exec(c, "DROP FUNCTION digest(text, text)"), "2BP01");
                StringWriter dump = new StringWriter();
                new org.lanin.dump.DatabaseDump(c, null).write(dump);
                assertThat(dump.toString()).contains("CREATE EXTENSION IF NOT EXISTS \"uuid-ossp\" WITH SCHEMA public;",
                        "CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA public;").doesNotContain("FUNCTION public.digest");
                exec(c, "DELETE FROM t", "DROP EXTENSION pgcrypto");
            }
        }
    }

    @Test
    void whatIsNotShippedIsNotSupported() throws Exception {
        try (Connection c = open(tmp.resolve("none"))) {
            SqlFails.expect(() -> exec(c, "CREATE EXTENSION citext"), "0A000");
            SqlFails.expect(() -> exec(c, "CREATE EXTENSION IF NOT EXISTS postgis"), "0A000");
            SqlFails.expect(() -> exec(c, "DROP EXTENSION plpgsql"), "0A000");
            exec(c, "CREATE EXTENSION IF NOT EXISTS plpgsql", "CREATE EXTENSION pgcrypto");
            SqlFails.expect(() -> rows(c, "SELECT crypt('secret', gen_salt('bf'))"), "0A000");
        }
    }
}
