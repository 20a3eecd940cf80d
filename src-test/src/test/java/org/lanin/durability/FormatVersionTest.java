package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;
import static org.lanin.durability.FileDb.scalar;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The format version is checked on open: version-2 and version-3 directories (recorded from builds
 * of those versions in {@code resources/durability/format2} and {@code format3}: image with the first
 * rows, log with later ones) open with everything in them and are written as version 5 by the open's
 * checkpoint; so is a version-4 directory shut down cleanly ({@code format4}), although an open after
 * a clean shutdown of the current version writes none; a control file naming a version this build
 * does not know is refused with 0A000. The
 * version-2 fixture was made by a version-2 build running: CREATE SCHEMA shop, a table with an index,
 * a sequence, two rows, a view, CHECKPOINT, then an insert, an update and an insert with nextval, and
 * copying the directory while open; the version-3 one by {@code format3/MakeV3.java.txt}.
 */
class FormatVersionTest {
    private static final List<String> FILES = List.of("control", "00000000000007df.img", "0000000000000000.wal");
    private static final List<String> FILES_V3 = List.of("control", "0000000000000aba.img", "0000000000000000.wal");
    private static final List<String> FILES_V4 = List.of("control", "0000000000000b08.img", "0000000000000000.wal");

    @TempDir
    Path tmp;

    @Test
    void aVersion2DirectoryOpensAndIsWrittenAsVersion5() throws Exception {
        Path dir = fixture("v2", "format2", FILES);
        assertThat(controlVersion(dir)).isEqualTo(2);
        try (Connection c = open(dir)) {
            assertThat(rows(c, "SELECT id, name, price FROM shop.item ORDER BY id"))
                    .containsExactly("1|tea|2.75", "2|cake|3.00", "3|scone|1.75", "100|jam|4.00");
            assertThat(rows(c, "SELECT name FROM shop.cheap ORDER BY 1")).containsExactly("scone", "tea");
            assertThat(scalar(c, "SELECT nextval('shop.ids')")).isEqualTo(101);
            exec(c, "SELECT bt_index_parent_check('shop.item_pkey', true)", "SELECT bt_index_parent_check('shop.item_name', true)");
            exec(c, "CREATE TYPE kind AS ENUM ('food')", "COMMENT ON TABLE shop.item IS 'things'");
        }
        assertThat(controlVersion(dir)).isEqualTo(5);
        try (Connection c = open(dir)) {
            assertThat(rows(c, "SELECT 'food'::kind, obj_description('shop.item'::regclass, 'pg_class')"))
                    .containsExactly("food|things");
        }
    }

    @Test
    void aVersion3DirectoryOpensAndIsWrittenAsVersion5() throws Exception {
        Path dir = fixture("v3", "format3", FILES_V3);
        assertThat(controlVersion(dir)).isEqualTo(3);
        try (Connection c = open(dir)) {
            assertThat(rows(c, "SELECT id, name, price, sz FROM shop.item ORDER BY sz, id")).containsExactly(
                    "1|tea|2.75|small", "100|jam|4.00|small", "3|scone|1.75|medium", "2|cake|3.25|large");
            assertThat(rows(c, "SELECT obj_description('shop.item'::regclass, 'pg_class'),"
                    + " col_description('shop.item'::regclass, 2)")).containsExactly("things|what it is called");
            assertThat(scalar(c, "SELECT nextval('shop.ids')")).isEqualTo(101);
            SqlFails.expect(() -> exec(c, "INSERT INTO shop.item VALUES (5, 'x', -1, 'small')"), "23514");
            exec(c, "SELECT bt_index_parent_check('shop.item_pkey', true)", "SELECT bt_index_parent_check('shop.item_name', true)");
            exec(c, "CREATE FUNCTION shop.total() RETURNS numeric LANGUAGE sql AS $$ SELECT sum(price) FROM shop.item $$");
        }
        assertThat(controlVersion(dir)).isEqualTo(5);
        try (Connection c = open(dir)) {
            assertThat(rows(c, "SELECT shop.total()")).containsExactly("11.75");
        }
    }

    @Test
    void aVersion4DirectoryShutDownCleanlyIsCheckpointedAtOpenAsVersion5() throws Exception {
        Path dir = fixture("v4", "format4", FILES_V4);
        assertThat(controlVersion(dir)).isEqualTo(4);
        try (Connection c = open(dir)) {
            assertThat(controlVersion(dir)).isEqualTo(5); // the open's checkpoint, before any session logs
            assertThat(scalar(c, "SELECT checkpoints FROM lanin_stat_wal")).isEqualTo(1);
            assertThat(rows(c, "SELECT id, name, sz FROM shop.item ORDER BY sz, id"))
                    .containsExactly("1|tea|small", "3|scone|small", "4|jam|medium");
            exec(c, "INSERT INTO shop.item VALUES (5, 'pie', 'large')", "UPDATE shop.item SET sz = 'large' WHERE id = 1");
            FileDb.crashCopy(dir, tmp.resolve("v4-crashed"));
        }
        try (Connection c = open(tmp.resolve("v4-crashed"))) {
            assertThat(rows(c, "SELECT id, name, sz FROM shop.item ORDER BY sz, id"))
                    .containsExactly("3|scone|small", "4|jam|medium", "1|tea|large", "5|pie|large");
            assertThat(scalar(c, "SELECT shop.n()")).isEqualTo(4);
            exec(c, "SELECT bt_index_parent_check('shop.item_pkey', true)", "SELECT bt_index_parent_check('shop.item_name', true)");
        }
    }

    @Test
    void anUnknownVersionIsRefused() throws Exception {
        Path dir = fixture("v99", "format2", FILES);
        byte[] control = Files.readAllBytes(dir.resolve("control"));
        ByteBuffer.wrap(control).putInt(4, 99);
        ByteBuffer.wrap(control).putInt(28, crc32c(control));
        Files.write(dir.resolve("control"), control);
        SqlFails.expect(() -> open(dir).close(), "0A000");
    }

    private Path fixture(String name, String resources, List<String> files) throws IOException {
        Path dir = tmp.resolve(name);
        Files.createDirectories(dir);
        for (String f : files) {
            try (InputStream in = getClass().getResourceAsStream("/durability/" + resources + "/" + f)) {
                Files.copy(in, dir.resolve(f));
            }
        }
        return dir;
    }

    private static int controlVersion(Path dir) throws IOException {
        return ByteBuffer.wrap(Files.readAllBytes(dir.resolve("control"))).getInt(4);
    }

    private static int crc32c(byte[] control) {
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(control, 0, 28);
        return (int) crc.getValue();
    }
}
