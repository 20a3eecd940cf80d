package org.lanin.planner.routine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.routine.RoutineStatement.*;
import org.lanin.planner.routine.catalog.RoutineDef.RoutineKind;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.pl.PlParser;
import org.lanin.planner.routine.pl.PlStmt;

class RoutineParserTest {
    @Test
    void createRuleKeepsConditionAndActionsAsWritten() {
        CreateRule r = (CreateRule) RoutineParser.parse("CREATE OR REPLACE RULE r1 AS ON INSERT TO s.t WHERE (new.a > 0 AND"
                + " f(new.b, ';')) DO INSTEAD (INSERT INTO x VALUES (new.a, 'do; (not) end'); ; UPDATE y SET n = n + 1);");
        assertThat(r.orReplace()).isTrue();
        assertThat(r.event()).isEqualTo("INSERT");
        assertThat(r.table()).isEqualTo(new Name("s", "t"));
        assertThat(r.where()).isEqualTo("(new.a > 0 AND f(new.b, ';'))");
        assertThat(r.instead()).isTrue();
        assertThat(r.actions()).containsExactly("INSERT INTO x VALUES (new.a, 'do; (not) end')", "UPDATE y SET n = n + 1");
        CreateRule nothing = (CreateRule) RoutineParser.parse("create rule \"R\" as on delete to t do also nothing");
        assertThat(nothing.name()).isEqualTo("R");
        assertThat(nothing.instead()).isFalse();
        assertThat(nothing.where()).isNull();
        assertThat(nothing.actions()).isEmpty();
        CreateRule one = (CreateRule) RoutineParser.parse("CREATE RULE r AS ON UPDATE TO t DO DELETE FROM u WHERE u.id = old.id");
        assertThat(one.actions()).containsExactly("DELETE FROM u WHERE u.id = old.id");
    }

    @Test
    void dropRule() {
        DropRule d = (DropRule) RoutineParser.parse("DROP RULE IF EXISTS r ON public.t CASCADE");
        assertThat(d.ifExists()).isTrue();
        assertThat(d.name()).isEqualTo("r");
        assertThat(d.table()).isEqualTo(new Name("public", "t"));
        assertThatThrownBy(() -> RoutineParser.parse("CREATE RULE r AS ON TRUNCATE TO t DO NOTHING"))
                .isInstanceOf(LaninException.class);
        assertThat(RoutineParser.parse("DROP TABLE rules")).isNull();
    }

    @Test
    void createFunctionWithDollarTagBodyAndOptions() {
        CreateRoutine c = (CreateRoutine) RoutineParser.parse("CREATE OR REPLACE FUNCTION public.f(a integer, "
                + "b timestamp with time zone DEFAULT now(), OUT c text) RETURNS SETOF integer LANGUAGE sql "
                + "IMMUTABLE STRICT SECURITY DEFINER AS $_$ SELECT 1; SELECT $$x$$ $_$;");
        assertThat(c.orReplace()).isTrue();
        assertThat(c.kind()).isEqualTo(RoutineKind.FUNCTION);
        assertThat(c.name().schema()).isEqualTo("public");
        assertThat(c.params()).extracting(RawParam::name).containsExactly("a", "b", "c");
        assertThat(c.params().get(1).type()).isEqualTo("timestamp with time zone");
        assertThat(c.params().get(1).defaultText()).isEqualTo("now()");
        assertThat(c.params().get(2).mode()).isEqualTo(RoutineParam.Mode.OUT);
        assertThat(c.setOf()).isTrue();
        assertThat(c.volatility()).isEqualTo('i');
        assertThat(c.strict()).isTrue();
        assertThat(c.body()).isEqualTo(" SELECT 1; SELECT $$x$$ ");
    }

    @Test
    void unnamedParametersAreTypes() {
        CreateRoutine c = (CreateRoutine) RoutineParser.parse(
                "CREATE FUNCTION g(text, double precision) RETURNS text LANGUAGE sql AS 'SELECT $1'");
        assertThat(c.params()).extracting(RawParam::name).containsOnlyNulls();
        assertThat(c.params()).extracting(RawParam::type).containsExactly("text", "double precision");
        assertThat(c.body()).isEqualTo("SELECT $1");
    }

    @Test
    void returnsTableAndSqlStandardReturn() {
        CreateRoutine t = (CreateRoutine) RoutineParser.parse(
                "CREATE FUNCTION t(n int) RETURNS TABLE(a int, b text) LANGUAGE sql AS $$ SELECT 1, 'x' $$");
        assertThat(t.table()).extracting(RawParam::name).containsExactly("a", "b");
        CreateRoutine r = (CreateRoutine) RoutineParser.parse("CREATE FUNCTION r(x int) RETURNS int RETURN x + 1");
        assertThat(r.language()).isEqualTo("sql");
        assertThat(r.body()).isEqualTo("SELECT x + 1");
        assertThat(r.standardBody()).isTrue();
        CreateRoutine a = (CreateRoutine) RoutineParser.parse("CREATE PROCEDURE p(x int) BEGIN ATOMIC "
                + "INSERT INTO t VALUES (CASE WHEN x > 0 THEN 1 ELSE 2 END); DELETE FROM t; END");
        assertThat(a.language()).isEqualTo("sql");
        assertThat(a.standardBody()).isTrue();
        assertThat(a.body()).isEqualTo("INSERT INTO t VALUES (CASE WHEN x > 0 THEN 1 ELSE 2 END); DELETE FROM t;");
    }

    @Test
    void plpgsqlDynamicSqlAndCursorStatementsParse() {
        PlStmt.Block b = PlParser.parse("DECLARE c CURSOR (k int) FOR SELECT * FROM t WHERE id = k; n t.id%TYPE; "
                + "BEGIN EXECUTE format('SELECT %I', x) INTO STRICT n USING 1, 2; GET DIAGNOSTICS n = ROW_COUNT; "
                + "OPEN c(3); FETCH RELATIVE -1 FROM c INTO n; MOVE LAST IN c; CLOSE c; "
                + "FOR r IN c(4) LOOP NULL; END LOOP; FOR r IN EXECUTE 'SELECT 1' USING n LOOP NULL; END LOOP; "
                + "RETURN QUERY EXECUTE 'SELECT $1' USING n; END");
        assertThat(b.decls().get(0).cursor().paramNames()).containsExactly("k");
        assertThat(b.decls().get(1).type()).isEqualTo("t.id%TYPE");
        PlStmt.Execute e = (PlStmt.Execute) b.body().get(0);
        assertThat(e.into()).containsExactly("n");
        assertThat(e.strict()).isTrue();
        assertThat(e.using()).containsExactly("1", "2");
        assertThat(b.body()).extracting(s -> s.getClass().getSimpleName()).containsExactly("Execute", "GetDiagnostics",
                "Open", "Fetch", "Fetch", "Close", "ForCursor", "ForExecute", "ReturnQueryExecute");
        PlStmt.Fetch f = (PlStmt.Fetch) b.body().get(3);
        assertThat(f.direction()).isEqualTo("relative");
        assertThat(f.count()).isEqualTo("-1");
        assertThat(((PlStmt.Fetch) b.body().get(4)).move()).isTrue();
    }

    @Test
    void triggersAggregatesDropsAndAlters() {
        CreateTrigger t = (CreateTrigger) RoutineParser.parse("CREATE TRIGGER x BEFORE INSERT OR UPDATE OF a, b ON s.t "
                + "FOR EACH ROW WHEN (NEW.a > 1) EXECUTE PROCEDURE f('arg')");
        assertThat(t.events()).containsExactly("INSERT", "UPDATE");
        assertThat(t.updateColumns()).containsExactly("a", "b");
        assertThat(t.forEachRow()).isTrue();
        assertThat(t.when()).isEqualTo("NEW.a > 1");
        assertThat(t.args()).containsExactly("arg");
        CreateAggregate a = (CreateAggregate) RoutineParser.parse(
                "CREATE AGGREGATE public.group_concat(text) (SFUNC = public._group_concat, STYPE = text, INITCOND = '')");
        assertThat(a.sfunc()).isEqualTo("public._group_concat");
        assertThat(a.initCond()).isEmpty();
        DropRoutine d = (DropRoutine) RoutineParser.parse("DROP FUNCTION IF EXISTS f(int, OUT x text), g CASCADE");
        assertThat(d.targets()).hasSize(2);
        assertThat(d.targets().get(0).argTypes()).containsExactly("int");
        assertThat(d.targets().get(1).argTypes()).isNull();
        AlterRoutine o = (AlterRoutine) RoutineParser.parse("ALTER AGGREGATE public.group_concat(text) OWNER TO postgres");
        assertThat(o.owner()).isEqualTo("postgres");
        EnableTrigger e = (EnableTrigger) RoutineParser.parse("ALTER TABLE t DISABLE TRIGGER ALL");
        assertThat(e.enable()).isFalse();
    }

    @Test
    void otherStatementsAreNotRoutines() {
        assertThat(RoutineParser.parse("SELECT 1")).isNull();
        assertThat(RoutineParser.parse("CREATE TABLE function_log (a int)")).isNull();
        assertThat(RoutineParser.parse("ALTER TABLE trigger_t ADD COLUMN x int")).isNull();
    }

    @Test
    void plpgsqlBodyParses() {
        PlStmt.Block b = PlParser.parse("DECLARE n int := 1; r record; BEGIN <<outer>> LOOP n := n + 1; "
                + "EXIT outer WHEN n > 3; END LOOP; FOR r IN SELECT 1 AS a LOOP NULL; END LOOP; "
                + "SELECT count(*) INTO STRICT n FROM t WHERE x = n; IF n > 0 THEN RETURN n; ELSIF n < 0 THEN "
                + "RAISE EXCEPTION 'neg %', n USING ERRCODE = '22023'; END IF; RETURN 0; "
                + "EXCEPTION WHEN division_by_zero OR SQLSTATE '22003' THEN RETURN -1; END");
        assertThat(b.decls()).extracting(PlStmt.Decl::name).containsExactly("n", "r");
        assertThat(b.body()).hasSize(5);
        PlStmt.Sql into = (PlStmt.Sql) b.body().get(2);
        assertThat(into.into()).containsExactly("n");
        assertThat(into.strict()).isTrue();
        assertThat(into.sql()).doesNotContainIgnoringCase("into");
        assertThat(b.conditions()).containsExactly(List.of("division_by_zero", "22003"));
    }

    @Test
    void plpgsqlErrors() {
        assertThatThrownBy(() -> PlParser.parse("BEGIN RETURN 1 END")).isInstanceOf(LaninException.class)
                .hasMessageContaining("syntax error at end of input");
        assertThatThrownBy(() -> PlParser.parse("BEGIN IF x THEN NULL; END LOOP; END")).hasMessageContaining("syntax error at or near \"LOOP\"");
        assertThatThrownBy(() -> PlParser.parse("BEGIN COMMIT AND MAYBE CHAIN; END"))
                .hasMessageContaining("syntax error");
        assertThatThrownBy(() -> PlParser.parse("BEGIN FETCH ALL FROM c INTO x; END"))
                .hasMessageContaining("FETCH statement cannot return multiple rows");
        assertThatThrownBy(() -> PlParser.parse("BEGIN GET DIAGNOSTICS x = nonsense; END"))
                .hasMessageContaining("syntax error at or near \"nonsense\"");
    }
}
