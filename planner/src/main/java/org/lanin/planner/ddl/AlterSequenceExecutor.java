package org.lanin.planner.ddl;

import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.ddl.DdlStatement.AlterSequence;
import org.lanin.planner.plan.StatementRuntime;

/**
 * ALTER SEQUENCE ... INCREMENT / MINVALUE / MAXVALUE / START / RESTART / [NO] CYCLE / OWNED BY,
 * checked as PostgreSQL's init_params checks them. Without RESTART the new definition shares the
 * old one's counter, so the next value is where the sequence was and values other sessions take
 * meanwhile are never handed out twice; RESTART gives it a counter of its own, which a ROLLBACK
 * discards (PostgreSQL's new relfilenode). A changed increment moves the shared counter, and that
 * move outlives a ROLLBACK (PostgreSQL blocks other sessions' nextval until the ALTER ends instead).
 */
final class AlterSequenceExecutor {
    private AlterSequenceExecutor() {
    }

    static Object run(StatementRuntime rt, AlterSequence a) {
        rt.database().catalog().change(edit -> {
            SequenceDef s = edit.base().sequence(a.name());
            if (s == null) {
                if (edit.base().relationExists(a.name())) {
                    throw LaninException.of(RenameDdlMsg.NOT_A_SEQUENCE, a.name());
                }
                if (a.ifExists()) {
                    return edit;
                }
                throw LaninException.of(EngineMsg.UNDEFINED_TABLE, a.name());
            }
            return edit.putSequence(altered(s, a, edit.base()));
        });
        return null;
    }

    /**
     * {@code s} with the options of {@code a} (PostgreSQL's init_params): checked (22023), the counter
     * restarted by RESTART, or stepped from the last value by a changed increment. Also ALTER TABLE ...
     * ALTER COLUMN's identity options and an identity column's options at creation.
     */
    static SequenceDef altered(SequenceDef s, AlterSequence a, org.lanin.engine.catalog.CatalogSnapshot base) {
        long inc = a.increment() != null ? a.increment() : s.increment();
        if (inc == 0) {
            throw LaninException.of(RenameDdlMsg.SEQ_INCREMENT_ZERO);
        }
        boolean ascending = inc > 0;
        long min = a.minValue() != null ? a.minValue() : a.noMin() ? (ascending ? 1 : Long.MIN_VALUE) : s.minValue();
        long max = a.maxValue() != null ? a.maxValue() : a.noMax() ? (ascending ? Long.MAX_VALUE : -1) : s.maxValue();
        if (min >= max) {
            throw LaninException.of(RenameDdlMsg.SEQ_MIN_MAX, min, max);
        }
        long start = a.start() != null ? a.start() : s.start();
        if (start < min) {
            throw LaninException.of(RenameDdlMsg.SEQ_START_LOW, start, min);
        }
        if (start > max) {
            throw LaninException.of(RenameDdlMsg.SEQ_START_HIGH, start, max);
        }
        Long restartAt = a.restart() ? (a.restartWith() != null ? a.restartWith() : start) : null;
        if (restartAt != null && restartAt < min) {
            throw LaninException.of(RenameDdlMsg.SEQ_RESTART_LOW, restartAt, min);
        }
        if (restartAt != null && restartAt > max) {
            throw LaninException.of(RenameDdlMsg.SEQ_RESTART_HIGH, restartAt, max);
        }
        if (a.ownedBy() != null) {
            refuseIdentitySequence(s, base);
        }
        String owned = a.ownedBy() == null ? s.ownedBy() : a.ownedBy().isEmpty() ? null : ownedBy(base, a.ownedBy());
        boolean cycle = a.cycle() != null ? a.cycle() : s.cycle();
        SequenceDef next = s.with(s.name(), start, inc, min, max, owned, cycle);
        if (restartAt != null) {
            next = next.restartedAt(restartAt); // its own counter: a rollback leaves the old one where it was
        } else if (inc != s.increment() && s.peekNext() != s.start()) {
            // The counter holds last value + old increment; PostgreSQL steps from the last value by the new one.
            next.restartAt(s.peekNext() - s.increment() + inc);
        }
        return next;
    }

    /** An identity column's sequence stays its column's (PostgreSQL: 0A000 for OWNED BY, NONE included). */
    private static void refuseIdentitySequence(SequenceDef s, org.lanin.engine.catalog.CatalogSnapshot base) {
        String owner = s.ownedBy();
        int dot = owner == null ? -1 : owner.lastIndexOf('.');
        TableDef t = dot < 0 ? null : base.table(owner.substring(0, dot));
        org.lanin.engine.catalog.ColumnDef c = t == null ? null : t.column(owner.substring(dot + 1));
        if (c != null && c.identity() != 0) {
            throw LaninException.of(IdentityMsg.SEQUENCE_OWNER, org.lanin.engine.catalog.Namespace.nameOf(s.name()),
                    org.lanin.engine.catalog.Namespace.nameOf(t.name()));
        }
    }

    private static String ownedBy(org.lanin.engine.catalog.CatalogSnapshot base, String tableDotColumn) {
        int dot = tableDotColumn.indexOf('.');
        if (dot < 0) {
            throw LaninException.of(RenameDdlMsg.SEQ_OWNED_BY);
        }
        String table = tableDotColumn.substring(0, dot);
        String column = tableDotColumn.substring(dot + 1);
        TableDef t = base.table(table);
        if (t == null) {
            throw LaninException.of(EngineMsg.UNDEFINED_TABLE, table);
        }
        if (t.column(column) == null) {
            throw LaninException.of(EngineMsg.UNDEFINED_COLUMN, column, table);
        }
        return tableDotColumn;
    }
}
