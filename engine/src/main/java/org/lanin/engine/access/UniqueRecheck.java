package org.lanin.engine.access;

import java.util.Arrays;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.index.btree.BTreeCursor;
import org.lanin.engine.index.btree.UniqueChecker;

/**
 * A DEFERRABLE UNIQUE or PRIMARY KEY constraint's two halves (PostgreSQL's UNIQUE_CHECK_PARTIAL
 * insert and unique_key_recheck). The insert enters its key whatever is there, waits for no one,
 * and only reports whether an equal key was live or in progress ({@link Partial}); the recheck,
 * when the constraint's mode says (end of statement, COMMIT, SET CONSTRAINTS ... IMMEDIATE), looks
 * at every other entry of the key with an immediate check's rules, waiting for transactions still
 * in progress, and raises 23505 for a live one.
 */
final class UniqueRecheck {
    private UniqueRecheck() {
    }

    /** The partial check: never a conflict, never a wait; remembers whether a recheck is due. */
    static final class Partial implements UniqueChecker {
        private final UniqueConflictChecker checker;
        private boolean recheck;

        Partial(UniqueConflictChecker checker) {
            this.checker = checker;
        }

        @Override
        public long check(long existingTid) {
            long verdict = checker.check(existingTid);
            if (verdict == CONFLICT || verdict > 0) {
                recheck = true;
                return NO_CONFLICT;
            }
            return verdict;
        }

        @Override
        public void waitFor(long xid) {
            throw new org.lanin.engine.error.EngineBug("a partial unique check never waits");
        }

        boolean recheckDue() {
            return recheck;
        }
    }

    /** The recheck of the version at {@code tid} with key {@code key}, which is still live. */
    static void run(TableDef table, IndexDef index, long tid, Object[] key, ExecContext ctx) {
        Object[] unique = key.length == index.keyCount() ? key : Arrays.copyOf(key, index.keyCount());
        UniqueConflictChecker checker = new UniqueConflictChecker(table, index, ctx, tid, key);
        while (true) {
            long waitFor = 0;
            BTreeCursor c = index.tree().scan(unique, true, unique, true);
            while (waitFor == 0 && c.next()) {
                if (c.tid() == tid) {
                    continue;
                }
                long verdict = checker.check(c.tid());
                if (verdict == UniqueChecker.CONFLICT) {
                    throw new UniqueViolation(index, IndexKeys.columnList(table, index), IndexKeys.valueList(index, key));
                }
                waitFor = verdict > 0 ? verdict : 0;
            }
            if (waitFor == 0) {
                return;
            }
            checker.waitFor(waitFor);
        }
    }
}
