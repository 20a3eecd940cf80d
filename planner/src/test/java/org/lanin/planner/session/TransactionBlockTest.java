package org.lanin.planner.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.planner.TestSql.exec;
import static org.lanin.planner.TestSql.scalar;
import static org.lanin.planner.TestSql.state;
import static org.lanin.planner.TestSql.strings;
import static org.lanin.planner.TestSql.tag;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.planner.TestSql;

/** The session's transaction state machine as SQL drives it: PostgreSQL's failed-block rule and savepoints. */
class TransactionBlockTest {
    private Session s;

    @BeforeEach
    void setUp() {
        s = TestSql.open();
        exec(s, "CREATE TABLE t (id integer PRIMARY KEY, v text)");
    }

    @AfterEach
    void tearDown() {
        s.close();
    }

    private long count() {
        return ((Number) scalar(s, "SELECT count(*) FROM t")).longValue();
    }

    @Test
    void autoCommitStatementIsAtomic() {
        exec(s, "INSERT INTO t VALUES (1, 'a')");
        assertThat(state(s, "INSERT INTO t VALUES (2, 'b'), (3, 'c'), (1, 'dup')")).isEqualTo("23505");
        assertThat(count()).isEqualTo(1);
        assertThat(state(s, "UPDATE t SET id = id / 0")).isEqualTo("22012");
        assertThat(strings(s, "SELECT id, v FROM t")).containsExactly("[1, a]");
        assertThat(s.transactionState()).isEqualTo(TransactionState.IDLE);
    }

    @Test
    void beginCommit() {
        assertThat(tag(s, "BEGIN")).isEqualTo("BEGIN");
        assertThat(s.transactionState()).isEqualTo(TransactionState.IN_TRANSACTION);
        exec(s, "INSERT INTO t VALUES (1, 'a')", "INSERT INTO t VALUES (2, 'b')");
        assertThat(tag(s, "COMMIT")).isEqualTo("COMMIT");
        assertThat(s.transactionState()).isEqualTo(TransactionState.IDLE);
        assertThat(count()).isEqualTo(2);
    }

    @Test
    void beginRollback() {
        exec(s, "BEGIN", "INSERT INTO t VALUES (1, 'a')", "UPDATE t SET v = 'z'");
        assertThat(tag(s, "ROLLBACK")).isEqualTo("ROLLBACK");
        assertThat(count()).isZero();
        assertThat(s.transactionState()).isEqualTo(TransactionState.IDLE);
    }

    @Test
    void errorInBlockFailsEveryLaterStatementUntilRollback() {
        exec(s, "BEGIN", "INSERT INTO t VALUES (1, 'a')");
        assertThat(state(s, "INSERT INTO t VALUES (1, 'dup')")).isEqualTo("23505");
        assertThat(s.transactionState()).isEqualTo(TransactionState.FAILED);
        assertThat(state(s, "SELECT 1")).isEqualTo("25P02");
        assertThat(state(s, "INSERT INTO t VALUES (2, 'b')")).isEqualTo("25P02");
        assertThat(state(s, "SAVEPOINT sp")).isEqualTo("25P02");
        exec(s, "ROLLBACK");
        assertThat(s.transactionState()).isEqualTo(TransactionState.IDLE);
        assertThat(count()).isZero();
    }

    @Test
    void statementWithItsOwnBindErrorInFailedBlockGives25P02() {
        exec(s, "BEGIN");
        state(s, "SELECT 1 / 0");
        assertThat(state(s, "SELECT nosuch FROM t")).isEqualTo("25P02");
        exec(s, "ROLLBACK");
    }

    @Test
    void parseAndPlanErrorsAlsoFailTheBlock() {
        exec(s, "BEGIN");
        assertThat(state(s, "SELEC 1")).isEqualTo("42601");
        assertThat(state(s, "SELECT 1")).isEqualTo("25P02");
        exec(s, "ROLLBACK", "BEGIN");
        assertThat(state(s, "SELECT * FROM nosuch")).isEqualTo("42P01");
        assertThat(state(s, "SELECT 1")).isEqualTo("25P02");
        exec(s, "ROLLBACK", "BEGIN");
        assertThat(state(s, "BEGIN ISOLATION LEVEL SOMETIMES")).isEqualTo("42601");
        assertThat(state(s, "SELECT 1")).isEqualTo("25P02");
        exec(s, "ROLLBACK");
        assertThat(scalar(s, "SELECT 1")).isEqualTo(1);
    }

    @Test
    void commitOfFailedBlockRollsBack() {
        exec(s, "BEGIN", "INSERT INTO t VALUES (1, 'a')");
        state(s, "SELECT 1 / 0");
        exec(s, "COMMIT");
        assertThat(s.transactionState()).isEqualTo(TransactionState.IDLE);
        assertThat(count()).isZero();
    }

    @Test
    void commitOfFailedBlockAnswersRollbackTag() {
        exec(s, "BEGIN");
        state(s, "SELECT 1 / 0");
        assertThat(tag(s, "COMMIT")).isEqualTo("ROLLBACK");
    }

    @Test
    void rollbackToSavepointRecoversFailedBlock() {
        exec(s, "BEGIN", "INSERT INTO t VALUES (1, 'a')", "SAVEPOINT sp", "INSERT INTO t VALUES (2, 'b')");
        assertThat(state(s, "INSERT INTO t VALUES (1, 'dup')")).isEqualTo("23505");
        assertThat(state(s, "SELECT 1")).isEqualTo("25P02");
        assertThat(tag(s, "ROLLBACK TO SAVEPOINT sp")).isEqualTo("ROLLBACK");
        assertThat(s.transactionState()).isEqualTo(TransactionState.IN_TRANSACTION);
        exec(s, "INSERT INTO t VALUES (3, 'c')", "COMMIT");
        assertThat(strings(s, "SELECT id FROM t ORDER BY id")).containsExactly("[1]", "[3]");
    }

    @Test
    void savepointSemantics() {
        exec(s, "BEGIN", "INSERT INTO t VALUES (1, 'a')", "SAVEPOINT a", "INSERT INTO t VALUES (2, 'b')",
                "SAVEPOINT b", "INSERT INTO t VALUES (3, 'c')");
        exec(s, "ROLLBACK TO a");
        assertThat(count()).isEqualTo(1);
        // the savepoint survives ROLLBACK TO; b (made after it) is gone
        exec(s, "INSERT INTO t VALUES (4, 'd')", "ROLLBACK TO SAVEPOINT a");
        assertThat(count()).isEqualTo(1);
        assertThat(state(s, "ROLLBACK TO b")).isEqualTo("3B001");
        exec(s, "ROLLBACK");

        exec(s, "BEGIN", "SAVEPOINT a", "INSERT INTO t VALUES (5, 'e')", "SAVEPOINT b",
                "INSERT INTO t VALUES (6, 'f')");
        assertThat(tag(s, "RELEASE SAVEPOINT a")).isEqualTo("RELEASE");
        // releasing a also releases b (made after it), and keeps the work
        assertThat(state(s, "ROLLBACK TO b")).isEqualTo("3B001");
        exec(s, "ROLLBACK");
        exec(s, "BEGIN", "SAVEPOINT a", "INSERT INTO t VALUES (5, 'e')", "SAVEPOINT b",
                "INSERT INTO t VALUES (6, 'f')", "RELEASE a", "COMMIT");
        assertThat(strings(s, "SELECT id FROM t ORDER BY id")).containsExactly("[5]", "[6]");
    }

    @Test
    void duplicateSavepointNamesUseTheNewest() {
        exec(s, "BEGIN", "SAVEPOINT x", "INSERT INTO t VALUES (1, 'a')", "SAVEPOINT x",
                "INSERT INTO t VALUES (2, 'b')", "ROLLBACK TO x");
        assertThat(count()).isEqualTo(1);
        exec(s, "RELEASE x", "ROLLBACK TO x");
        assertThat(count()).isZero();
        exec(s, "ROLLBACK");
    }

    @Test
    void savepointErrorsOutsideBlock() {
        assertThat(state(s, "ROLLBACK TO nosuch")).isEqualTo("25P01");
        assertThat(state(s, "RELEASE nosuch")).isEqualTo("25P01");
        exec(s, "BEGIN");
        assertThat(state(s, "RELEASE nosuch")).isEqualTo("3B001");
        exec(s, "ROLLBACK");
    }

    @Test
    void commitAndRollbackOutsideBlockAreHarmless() {
        assertThat(tag(s, "COMMIT")).isEqualTo("COMMIT");
        assertThat(tag(s, "ROLLBACK")).isEqualTo("ROLLBACK");
        assertThat(s.transactionState()).isEqualTo(TransactionState.IDLE);
    }

    @Test
    void readOnlySessionRejectsWrites() {
        exec(s, "INSERT INTO t VALUES (1, 'a')");
        s.setReadOnly(true);
        assertThat(count()).isEqualTo(1);
        assertThat(state(s, "INSERT INTO t VALUES (2, 'b')")).isEqualTo("25006");
        assertThat(state(s, "UPDATE t SET v = 'x'")).isEqualTo("25006");
        assertThat(state(s, "DELETE FROM t")).isEqualTo("25006");
        s.setReadOnly(false);
        exec(s, "INSERT INTO t VALUES (2, 'b')");
        assertThat(count()).isEqualTo(2);
    }

    @Test
    void readOnlyTransactionRejectsWrites() {
        exec(s, "INSERT INTO t VALUES (1, 'a')", "BEGIN READ ONLY");
        assertThat(count()).isEqualTo(1);
        assertThat(state(s, "INSERT INTO t VALUES (2, 'b')")).isEqualTo("25006");
        exec(s, "ROLLBACK", "START TRANSACTION READ ONLY");
        assertThat(state(s, "UPDATE t SET v = 'x'")).isEqualTo("25006");
        exec(s, "ROLLBACK", "BEGIN", "SET TRANSACTION READ ONLY");
        assertThat(state(s, "DELETE FROM t")).isEqualTo("25006");
        exec(s, "ROLLBACK", "SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY");
        assertThat(state(s, "INSERT INTO t VALUES (3, 'c')")).isEqualTo("25006");
        exec(s, "SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE", "INSERT INTO t VALUES (3, 'c')");
        assertThat(count()).isEqualTo(2);
    }

    @Test
    void beginIsolationLevelShowsInTransactionIsolation() {
        exec(s, "BEGIN ISOLATION LEVEL REPEATABLE READ");
        assertThat(scalar(s, "SHOW TRANSACTION ISOLATION LEVEL")).isEqualTo("repeatable read");
        exec(s, "COMMIT");
        assertThat(scalar(s, "SHOW transaction_isolation")).isEqualTo("read committed");
        exec(s, "BEGIN", "SET TRANSACTION ISOLATION LEVEL SERIALIZABLE");
        assertThat(scalar(s, "SHOW transaction_isolation")).isEqualTo("serializable");
        exec(s, "COMMIT");
    }
}
