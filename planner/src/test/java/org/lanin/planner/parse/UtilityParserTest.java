package org.lanin.planner.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.planner.parse.UtilityStatement.*;

class UtilityParserTest {

    private static LaninException syntaxError(String sql) {
        LaninException e = catchThrowableOfType(LaninException.class, () -> UtilityParser.parse(sql));
        assertThat(e).as("error from %s", sql).isNotNull();
        assertThat(e.state().code()).isEqualTo("42601");
        return e;
    }

    @ParameterizedTest
    @ValueSource(strings = {"BEGIN", "begin;", "BEGIN WORK", "BEGIN TRANSACTION", "START TRANSACTION", "  begin  ;  "})
    void plainBegin(String sql) {
        assertThat(UtilityParser.parse(sql)).isEqualTo(new Begin(null, null, null));
    }

    @Test
    void beginWithCharacteristics() {
        assertThat(UtilityParser.parse("BEGIN ISOLATION LEVEL REPEATABLE READ"))
                .isEqualTo(new Begin(IsolationLevel.REPEATABLE_READ, null, null));
        assertThat(UtilityParser.parse("START TRANSACTION ISOLATION LEVEL SERIALIZABLE, READ ONLY"))
                .isEqualTo(new Begin(IsolationLevel.SERIALIZABLE, true, null));
        assertThat(UtilityParser.parse("start transaction read write isolation level read committed"))
                .isEqualTo(new Begin(IsolationLevel.READ_COMMITTED, false, null));
        assertThat(UtilityParser.parse("BEGIN TRANSACTION READ ONLY"))
                .isEqualTo(new Begin(null, true, null));
        assertThat(UtilityParser.parse("BEGIN ISOLATION LEVEL READ UNCOMMITTED"))
                .as("PostgreSQL runs READ UNCOMMITTED as READ COMMITTED")
                .isEqualTo(new Begin(IsolationLevel.READ_COMMITTED, null, null));
        assertThat(UtilityParser.parse("BEGIN READ ONLY NOT DEFERRABLE"))
                .isEqualTo(new Begin(null, true, false));
        assertThat(UtilityParser.parse("BEGIN ISOLATION LEVEL SERIALIZABLE READ ONLY DEFERRABLE"))
                .isEqualTo(new Begin(IsolationLevel.SERIALIZABLE, true, true));
    }

    @ParameterizedTest
    @ValueSource(strings = {"COMMIT", "commit work", "COMMIT TRANSACTION", "END", "END WORK", "end transaction",
        "COMMIT AND NO CHAIN"})
    void commitForms(String sql) {
        assertThat(UtilityParser.parse(sql)).isEqualTo(new Commit());
    }

    @ParameterizedTest
    @ValueSource(strings = {"ROLLBACK", "rollback work", "ROLLBACK TRANSACTION", "ABORT", "abort work",
        "ABORT TRANSACTION;"})
    void rollbackForms(String sql) {
        assertThat(UtilityParser.parse(sql)).isEqualTo(new Rollback());
    }

    @Test
    void chainedEnds() {
        assertThat(UtilityParser.parse("COMMIT AND CHAIN")).isEqualTo(new Commit(true));
        assertThat(UtilityParser.parse("end work and chain")).isEqualTo(new Commit(true));
        assertThat(UtilityParser.parse("ROLLBACK TRANSACTION AND CHAIN")).isEqualTo(new Rollback(true));
        assertThat(UtilityParser.parse("ABORT AND NO CHAIN")).isEqualTo(new Rollback(false));
    }

    @Test
    void savepoints() {
        assertThat(UtilityParser.parse("SAVEPOINT sp1")).isEqualTo(new Savepoint("sp1"));
        assertThat(UtilityParser.parse("SAVEPOINT SP1")).as("names fold to lower case").isEqualTo(new Savepoint("sp1"));
        assertThat(UtilityParser.parse("SAVEPOINT \"Mixed\"")).isEqualTo(new Savepoint("Mixed"));
        assertThat(UtilityParser.parse("RELEASE SAVEPOINT sp1")).isEqualTo(new Release("sp1"));
        assertThat(UtilityParser.parse("RELEASE sp1")).isEqualTo(new Release("sp1"));
        assertThat(UtilityParser.parse("ROLLBACK TO SAVEPOINT sp1")).isEqualTo(new RollbackTo("sp1"));
        assertThat(UtilityParser.parse("ROLLBACK TO sp1")).isEqualTo(new RollbackTo("sp1"));
        assertThat(UtilityParser.parse("ROLLBACK WORK TO SAVEPOINT sp1")).isEqualTo(new RollbackTo("sp1"));
        assertThat(UtilityParser.parse("ROLLBACK TRANSACTION TO sp1")).isEqualTo(new RollbackTo("sp1"));
    }

    @Test
    void setForms() {
        assertThat(UtilityParser.parse("SET statement_timeout = 100")).isEqualTo(new Set("statement_timeout", "100"));
        assertThat(UtilityParser.parse("SET statement_timeout TO '5s'")).isEqualTo(new Set("statement_timeout", "5s"));
        assertThat(UtilityParser.parse("set Application_Name = 'My App'")).isEqualTo(new Set("application_name", "My App"));
        assertThat(UtilityParser.parse("SET SESSION lock_timeout = 10")).isEqualTo(new Set("lock_timeout", "10"));
        assertThat(UtilityParser.parse("SET LOCAL lock_timeout = 10")).isEqualTo(new Set("lock_timeout", "10", true));
        assertThat(UtilityParser.parse("SET TIME ZONE 'UTC'")).isEqualTo(new Set("timezone", "UTC"));
        assertThat(UtilityParser.parse("SET datestyle = ISO, MDY")).isEqualTo(new Set("datestyle", "iso, mdy"));
        assertThat(UtilityParser.parse("SET search_path TO public")).isEqualTo(new Set("search_path", "public"));
    }

    @Test
    void alterDatabaseAndRoleSetForms() {
        assertThat(UtilityParser.parse("ALTER DATABASE shop SET synchronous_commit = off"))
                .isEqualTo(new AlterDefaults(false, "shop", null, "synchronous_commit", "off"));
        assertThat(UtilityParser.parse("ALTER ROLE lanin IN DATABASE shop SET work_mem TO '8MB'"))
                .isEqualTo(new AlterDefaults(true, "lanin", "shop", "work_mem", "8MB"));
        assertThat(UtilityParser.parse("ALTER USER lanin RESET ALL")).isEqualTo(new AlterDefaults(true, "lanin", null, null, null));
        assertThat(UtilityParser.parse("ALTER DATABASE shop SET work_mem = DEFAULT"))
                .isEqualTo(new AlterDefaults(false, "shop", null, "work_mem", null));
        assertThat(UtilityParser.parse("ALTER TABLE t ADD COLUMN x int")).isInstanceOf(NotUtility.class);
        assertThat(UtilityParser.parse("ALTER DATABASE shop RENAME TO store")).isInstanceOf(NotUtility.class);
    }

    @Test
    void setTransaction() {
        assertThat(UtilityParser.parse("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ"))
                .isEqualTo(new SetTransaction(IsolationLevel.REPEATABLE_READ, null, null, false));
        assertThat(UtilityParser.parse("SET TRANSACTION READ ONLY"))
                .isEqualTo(new SetTransaction(null, true, null, false));
        assertThat(UtilityParser.parse("SET SESSION CHARACTERISTICS AS TRANSACTION ISOLATION LEVEL SERIALIZABLE"))
                .isEqualTo(new SetTransaction(IsolationLevel.SERIALIZABLE, null, null, true));
        assertThat(UtilityParser.parse("SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE"))
                .isEqualTo(new SetTransaction(null, false, null, true));
    }

    @Test
    void showAndReset() {
        assertThat(UtilityParser.parse("SHOW statement_timeout")).isEqualTo(new Show("statement_timeout"));
        assertThat(UtilityParser.parse("show TimeZone")).isEqualTo(new Show("timezone"));
        assertThat(UtilityParser.parse("SHOW TRANSACTION ISOLATION LEVEL")).isEqualTo(new Show("transaction_isolation"));
        assertThat(UtilityParser.parse("RESET statement_timeout")).isEqualTo(new Reset("statement_timeout"));
        assertThat(UtilityParser.parse("RESET ALL")).isEqualTo(new Reset(null));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT 1", "select * from t", "INSERT INTO t VALUES (1)", "UPDATE t SET a = 1",
        "DELETE FROM t", "CREATE TABLE t (a int)", "WITH x AS (SELECT 1) SELECT * FROM x", "VALUES (1)",
        "EXPLAIN SELECT 1", "'begin'", "\"begin\"", "START something", ""})
    void otherStatementsAreNotUtility(String sql) {
        assertThat(UtilityParser.parse(sql)).isEqualTo(new NotUtility());
    }

    @Test
    void syntaxErrorsNameTheToken() {
        assertThat(syntaxError("BEGIN banana").getMessage()).contains("\"banana\"");
        assertThat(syntaxError("COMMIT now").getMessage()).contains("\"now\"");
        assertThat(syntaxError("BEGIN ISOLATION LEVEL SOMETIMES").getMessage()).contains("sometimes");
        assertThat(syntaxError("SET statement_timeout 5").getMessage()).contains("\"5\"");
        assertThat(syntaxError("SHOW TRANSACTION LEVEL").getMessage()).contains("\"level\"");
        assertThat(syntaxError("BEGIN READ SOMETHING").getMessage()).contains("something");
        syntaxError("SAVEPOINT");
        syntaxError("RELEASE SAVEPOINT");
        syntaxError("ROLLBACK TO");
        syntaxError("SET");
        syntaxError("SHOW");
        syntaxError("RESET 'x'");
        assertThat(syntaxError("SAVEPOINT a b").getMessage()).contains("\"b\"");
    }
}
