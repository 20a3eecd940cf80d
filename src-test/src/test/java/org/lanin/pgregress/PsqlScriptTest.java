package org.lanin.pgregress;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Splitting scripts as psql does, and lining them up with psql's echo. */
class PsqlScriptTest {
    private static List<ScriptItem> items(String... lines) {
        return PsqlScript.parse(List.of(lines), new PsqlVariables(Map.of("PG_ABS_SRCDIR", "/suite"))).items();
    }

    private static List<String> sqls(String... lines) {
        return items(lines).stream().filter(i -> i instanceof ScriptItem.Statement)
                .map(i -> ((ScriptItem.Statement) i).sql()).toList();
    }

    @Test
    void semicolonsInsideQuotesCommentsAndParenthesesDoNotEndAStatement() {
        assertThat(sqls("SELECT 'a;b', \"c;d\", E'\\';' -- x;y", "  , $$e;f$$, $t$;$t$ /* g; /* h; */ */;",
                "SELECT (1;", "2); SELECT 3;")).containsExactly(
                "SELECT 'a;b', \"c;d\", E'\\';' -- x;y\n  , $$e;f$$, $t$;$t$ /* g; /* h; */ */", "SELECT (1;\n2)",
                "SELECT 3");
    }

    @Test
    void functionBodiesInBeginAtomic() {
        assertThat(sqls("CREATE FUNCTION f() RETURNS int LANGUAGE sql", "BEGIN ATOMIC", "  SELECT 1;",
                "  SELECT CASE WHEN true THEN 2 END;", "END;", "SELECT 4;")).hasSize(2);
    }

    @Test
    void backslashCommandsAndVariables() {
        List<ScriptItem> items = items("\\getenv abs_srcdir PG_ABS_SRCDIR",
                "\\set filename :abs_srcdir '/data/x.data'",
                "COPY t FROM :'filename';",
                "\\set q 'select 1; select 2'",
                ":q;",
                "SELECT a::int, b[1:2] FROM t \\gset",
                "\\pset null '\\\\N' \\\\ SELECT 5;");
        assertThat(items).extracting(i -> i instanceof ScriptItem.Statement s ? s.sql()
                : "\\" + ((ScriptItem.Meta) i).name()).containsExactly("\\getenv", "\\set",
                "COPY t FROM '/suite/data/x.data'", "\\set", "select 1", "select 2",
                "SELECT a::int, b[1:2] FROM t", "\\gset", "\\pset", "SELECT 5");
        assertThat(((ScriptItem.Statement) items.get(6)).gexec()).isTrue();
    }

    @Test
    void copyDataIsNotEchoedAndEmptyLinesOutsideQuotesAreNot() {
        List<String> lines = List.of("COPY t FROM stdin;", "1\t\\N", "\\.", "", "SELECT $$", "", "$$;");
        PsqlScript s = PsqlScript.parse(lines, new PsqlVariables(Map.of()));
        assertThat(((ScriptItem.Statement) s.items().get(0)).copyData()).containsExactly("1\t\\N");
        assertThat(List.of(0, 1, 2, 3, 4, 5, 6).stream().map(s::echoed).toList())
                .containsExactly(true, false, false, false, true, true, true);
    }

    @Test
    void outputIsHandedToTheStatementsOfItsLine() {
        List<String> lines = List.of("-- c", "", "INSERT INTO t VALUES (1); SELECT 1 AS a;", "SELECT 1/0;",
                "CREATE TABLE u ();");
        PsqlScript s = PsqlScript.parse(lines, new PsqlVariables(Map.of()));
        List<String> out = List.of("-- c", "INSERT INTO t VALUES (1); SELECT 1 AS a;", " a ", "---", " 1",
                "(1 row)", "", "SELECT 1/0;", "ERROR:  division by zero", "CREATE TABLE u ();");
        ExpectedFile f = ExpectedFile.align(lines, s, out);
        assertThat(f.misalignment()).isNull();
        assertThat(f.expected()).containsExactly(new Expected.Ok(),
                new Expected.Table(List.of("a"), List.of(List.of("1"))), new Expected.Error("division by zero"),
                new Expected.Ok());
    }
}
