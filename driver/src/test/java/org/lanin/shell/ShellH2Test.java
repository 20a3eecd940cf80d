package org.lanin.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The whole non-interactive shell over H2 (in PostgreSQL mode, lower-case names). */
class ShellH2Test {
    private static final AtomicInteger DB = new AtomicInteger();

    @TempDir
    Path dir;

    /** Exit status, stdout and stderr of one shell run. */
    private record Run(int status, String out, String err) {
    }

    private static String url() {
        return "jdbc:h2:mem:shell" + DB.incrementAndGet() + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE";
    }

    private static Run shell(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Shell.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static String[] args(String... rest) {
        List<String> all = new ArrayList<>(List.of(url()));
        all.addAll(List.of(rest));
        return all.toArray(String[]::new);
    }

    @Test
    void runsPipedScriptAndPrintsTablesAndTags() {
        Run r = shell("""
                create table t (id int primary key, name varchar(10));
                insert into t values (1, 'alice'), (2, null);
                update t set name = 'bob' where id = 2; select id, name
                  from t order by id;
                delete from t where id > 0;
                """, args());
        assertThat(r.err()).isEmpty();
        assertThat(r.status()).isZero();
        assertThat(r.out()).isEqualTo("""
                CREATE TABLE
                INSERT 0 2
                UPDATE 1
                 id | name \s
                ----+-------
                  1 | alice
                  2 | bob
                (2 rows)

                DELETE 2
                """);
    }

    @Test
    void pipedScriptStopsAtFirstErrorWithStatusOne() {
        Run r = shell("select 1 as a;\nselect * from missing;\nselect 2 as b;\n", args());
        assertThat(r.status()).isEqualTo(1);
        assertThat(r.out()).contains(" a \n---\n 1\n(1 row)").doesNotContain(" b ");
        assertThat(r.err()).startsWith("ERROR:  ").contains("missing").contains("(SQLSTATE 42");
    }

    @Test
    void fileRunsInOrderAndFailingFileExitsOne() throws Exception {
        Path ok = Files.writeString(dir.resolve("ok.sql"), "create table a (x int);\ninsert into a values (7);\nselect x from a");
        Run good = shell("", args("-f", ok.toString()));
        assertThat(good.status()).isZero();
        assertThat(good.out()).isEqualTo("CREATE TABLE\nINSERT 0 1\n x \n---\n 7\n(1 row)\n\n");

        Path bad = Files.writeString(dir.resolve("bad.sql"), "select 1 as a;\nselec 2;\nselect 3 as c;\n");
        Run failed = shell("", args("-f", bad.toString()));
        assertThat(failed.status()).isEqualTo(1);
        assertThat(failed.out()).contains(" a ").doesNotContain(" c ");
        assertThat(failed.err()).startsWith("ERROR:  ");

        assertThat(shell("", args("-f", dir.resolve("none.sql").toString())).status()).isEqualTo(1);
    }

    @Test
    void commandRunsSeveralStatementsAndReportsErrors() {
        Run r = shell("", args("-c", "create table c (v text); insert into c values ('x'); select v from c"));
        assertThat(r.status()).isZero();
        assertThat(r.out()).isEqualTo("CREATE TABLE\nINSERT 0 1\n v \n---\n x\n(1 row)\n\n");
        assertThat(shell("", args("-c", "select nope")).status()).isEqualTo(1);
    }

    @Test
    void describeListsTablesAndColumnsWithIndexes() {
        Run r = shell("""
                create table people (id int primary key, name varchar(20) not null, age int default 3);
                create index people_age on people (age);
                create view adults as select * from people;
                \\d
                \\d people
                \\dt PEOPLE
                """, args());
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("""
                    List of relations
                 Schema |  Name  | Type \s
                --------+--------+-------
                 public | adults | view
                 public | people | table
                (2 rows)
                """);
        assertThat(r.out()).contains("""
                                Table "public.people"
                 Column |         Type          | Nullable | Default\s
                --------+-----------------------+----------+---------
                 id     | integer               | not null |\s
                 name   | character varying(20) | not null |\s
                 age    | integer               |          | 3
                Indexes:
                """);
        assertThat(r.out()).containsPattern("    \"[A-Za-z_0-9]+\" PRIMARY KEY, btree \\(id\\)\n    \"people_age\" btree \\(age\\)\n");
        assertThat(r.out().split("Table \"public.people\"", -1)).hasSize(3);
    }

    @Test
    void describeUnknownRelationIsAnError() {
        Run r = shell("\\d nothing\n", args());
        assertThat(r.status()).isEqualTo(1);
        assertThat(r.err()).isEqualTo("Did not find any relation named \"nothing\".\n");
    }

    @Test
    void metaCommands() {
        Run r = shell("\\echo hello world\n\\timing\nselect 1 as a;\n\\timing off\n\\conninfo\n\\q\nselect 2;\n", args());
        assertThat(r.status()).isZero();
        assertThat(r.out()).startsWith("hello world\nTiming is on.\n a \n---\n 1\n(1 row)\n\n")
                .containsPattern("Time: \\d+\\.\\d{3} ms\nTiming is off.\nYou are connected to \"jdbc:h2:mem:shell")
                .doesNotContain(" 2\n");
    }

    @Test
    void unknownMetaCommandAndIncludedFile() throws Exception {
        Path inc = Files.writeString(dir.resolve("inc.sql"), "select 5 as five;\n");
        Run r = shell("\\i " + inc + "\n", args());
        assertThat(r.out()).isEqualTo(" five \n------\n    5\n(1 row)\n\n");
        Run bad = shell("\\xyz\nselect 1;\n", args());
        assertThat(bad.status()).isEqualTo(1);
        assertThat(bad.err()).isEqualTo("invalid command \\xyz\nTry \\? for help.\n");
        assertThat(bad.out()).isEmpty();
    }

    @Test
    void usageHelpAndConnectionFailure() {
        Run unknown = shell("", "--bogus");
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).contains("unknown option").contains("Usage:");
        Run help = shell("", "--help");
        assertThat(help.status()).isZero();
        assertThat(help.out()).contains("Usage:");
        Run noDriver = shell("", "jdbc:nosuchdriver:x", "-c", "select 1");
        assertThat(noDriver.status()).isEqualTo(2);
        assertThat(noDriver.err()).startsWith("lanin: could not connect");
    }
}
