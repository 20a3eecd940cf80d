package org.lanin.planner.session;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.txn.Transaction;
import org.lanin.planner.parse.CursorMsg;
import org.lanin.planner.parse.UtilityStatement.FetchCursor;
import org.lanin.planner.parse.UtilityStatement.Scroll;
import org.lanin.planner.routine.pl.PlCursors;

/**
 * A SQL-level cursor (DECLARE ... CURSOR): a {@link Portal} that streams the query's rows with the
 * snapshot taken at DECLARE, plus PostgreSQL's portal position (portalPos, atStart, atEnd) and
 * its fetch rules (pquery.c's DoPortalRunFetch, PortalRunSelect, DoPortalRewind), ported so that
 * every FETCH / MOVE direction returns and counts what PostgreSQL's does.
 *
 * <p>Moving backward needs the rows already read. PostgreSQL runs a plan backward or keeps a
 * tuplestore; this cursor keeps the rows it has read in memory: all of them for SCROLL, none for
 * NO SCROLL, and for a cursor that said neither, as long as they fit in work_mem (PostgreSQL
 * decides by whether the plan can run backward). A cursor that keeps none can only move forward
 * (55000, as PostgreSQL's NO SCROLL cursors). Departure: a SCROLL cursor's rows are not spilled to disk.
 *
 * <p>Invariants: rows 1..{@code read} have been taken from the portal, in order, and when
 * {@code history} is kept it holds exactly them; {@code pos} never passes {@code read}; a failed
 * fetch leaves the cursor unreadable (55000 "cannot be run"), as PostgreSQL marks a failed portal.
 */
final class SqlCursor {
    /** What a FETCH or MOVE returned: the rows (null for MOVE) and their count. */
    record Fetched(List<Object[]> rows, long count) {
    }

    private final String name;
    private final String statement;
    /** Null for a routine's cursor. */
    private final Portal portal;
    /** A cursor a PL/pgSQL routine opened (its rows all read at OPEN), reached by name; else null. */
    private final PlCursors.Opened routine;
    private final Transaction routineTx;
    private final boolean hold;
    private final boolean binary;
    private final OffsetDateTime created;
    /** Bytes of rows kept before a cursor without SCROLL stops keeping them (Long.MAX_VALUE: SCROLL). */
    private final long keepLimit;
    private List<Object[]> history;
    private long kept;
    private long read;
    private boolean exhausted;
    private long pos;
    private boolean atStart = true;
    private boolean atEnd;
    private boolean failed;

    SqlCursor(String name, String statement, Portal portal, Scroll scroll, boolean hold, boolean binary,
              long workMemBytes, OffsetDateTime created) {
        this.name = name;
        this.statement = statement;
        this.portal = portal;
        this.hold = hold;
        this.binary = binary;
        this.keepLimit = scroll == Scroll.SCROLL ? Long.MAX_VALUE : workMemBytes;
        this.history = scroll == Scroll.NO_SCROLL ? null : new ArrayList<>();
        this.created = created;
        this.routine = null;
        this.routineTx = null;
    }

    /**
     * The cursor a routine opened in {@code tx} as {@code name}: its rows are all in memory, and its
     * position is the routine's, read before and written back after each FETCH or MOVE.
     */
    SqlCursor(String name, PlCursors.Opened routine, Transaction tx) {
        this.name = name;
        this.statement = null;
        this.portal = null;
        this.routine = routine;
        this.routineTx = tx;
        this.hold = false;
        this.binary = false;
        this.keepLimit = Long.MAX_VALUE;
        this.history = routine.rows();
        this.read = history.size();
        this.exhausted = true;
        this.created = null;
    }

    String name() {
        return name;
    }

    String statement() {
        return statement;
    }

    boolean holdable() {
        return hold;
    }

    boolean binary() {
        return binary;
    }

    /** Whether it can move backward now: it keeps the rows it has read. */
    boolean scrollable() {
        return history != null;
    }

    OffsetDateTime created() {
        return created;
    }

    List<ColumnInfo> columns() {
        return portal != null ? portal.columns() : routine.columns();
    }

    Portal portal() {
        return portal;
    }

    /** The transaction the cursor reads in; after a WITH HOLD cursor's commit its rows are all in memory. */
    Transaction transaction() {
        return portal != null ? portal.transaction() : routineTx;
    }

    /**
     * FETCH or MOVE in {@code direction}, as DoPortalRunFetch runs them; {@code timeoutMillis} is
     * the statement's statement_timeout (0: none).
     */
    Fetched fetch(org.lanin.planner.parse.UtilityStatement.FetchDirection direction, long count, boolean move,
                  long timeoutMillis) {
        if (failed) {
            throw LaninException.of(CursorMsg.CANNOT_RUN, name);
        }
        if (portal != null) {
            portal.fetchStatement(timeoutMillis);
        }
        List<Object[]> out = move ? null : new ArrayList<>();
        if (routine != null) {
            int p = routine.position();
            atStart = p == 0 || history.isEmpty();
            atEnd = p > history.size();
            pos = atEnd ? history.size() : p;
        }
        try {
            long n = run(direction, count, out);
            return new Fetched(out, n);
        } catch (RuntimeException | Error e) {
            failed = true; // PortalRunFetch marks the portal failed on any error
            throw e;
        } finally {
            if (routine != null) {
                routine.position((int) (atEnd ? history.size() + 1 : atStart ? 0 : pos));
            }
        }
    }

    private long run(org.lanin.planner.parse.UtilityStatement.FetchDirection direction, long count, List<Object[]> out) {
        boolean forward;
        switch (direction) {
            case ABSOLUTE -> {
                return absolute(count, out);
            }
            case RELATIVE -> {
                if (count > 1) {
                    select(true, count - 1, null);
                    return select(true, 1, out);
                }
                if (count < -1) {
                    select(false, -count - 1, null);
                    return select(false, 1, out);
                }
                if (count == 1 || count == -1) {
                    return select(count == 1, 1, out);
                }
                forward = true;
            }
            case FORWARD -> {
                forward = count >= 0;
                count = Math.abs(count);
            }
            default -> { // BACKWARD
                forward = count < 0;
                count = Math.abs(count);
            }
        }
        if (count == 0) { // the current row again, if the cursor is on one
            boolean onRow = !atStart && !atEnd;
            if (out == null || !onRow) {
                return onRow ? 1 : 0;
            }
            select(false, 1, null);
            return select(true, 1, out);
        }
        if (!forward && count == FetchCursor.ALL && out == null) { // MOVE BACKWARD ALL: a rewind
            long moved = atEnd ? pos + 1 : pos;
            rewind();
            return moved;
        }
        return select(forward, count, out);
    }

    private long absolute(long count, List<Object[]> out) {
        if (count > 0) {
            if (count - 1 < pos / 2) { // nearer the start: go there and forward, as PostgreSQL does
                rewind();
                if (count > 1) {
                    select(true, count - 1, null);
                }
            } else {
                long at = atEnd ? pos + 1 : pos;
                if (count <= at) {
                    select(false, at - count + 1, null);
                } else if (count > at + 1) {
                    select(true, count - at - 1, null);
                }
            }
            return select(true, 1, out);
        }
        if (count < 0) {
            select(true, FetchCursor.ALL, null);
            if (count < -1) {
                select(false, -count - 1, null);
            }
            return select(false, 1, out);
        }
        rewind();
        return 0;
    }

    /** PortalRunSelect: up to {@code count} rows in one direction; the position moves over them. */
    private long select(boolean forward, long count, List<Object[]> out) {
        if (forward) {
            if (atEnd) {
                return 0;
            }
            long n = 0;
            while (n < count) {
                Object[] row = row(pos + n + 1);
                if (row == null) {
                    break;
                }
                if (out != null) {
                    out.add(row);
                }
                n++;
            }
            if (n > 0) {
                atStart = false;
            }
            if (n < count) {
                atEnd = true;
            }
            pos += n;
            return n;
        }
        requireScroll();
        if (atStart) {
            return 0;
        }
        long first = atEnd ? pos : pos - 1;
        long n = 0;
        while (n < count && first - n >= 1) {
            if (out != null) {
                out.add(history.get((int) (first - n - 1)));
            }
            n++;
        }
        if (n > 0 && atEnd) {
            atEnd = false;
            pos++;
        }
        if (n < count) {
            atStart = true;
            pos = 0;
        } else {
            pos -= n;
        }
        return n;
    }

    /** DoPortalRewind: back before the first row (nothing to do when the cursor has not moved). */
    private void rewind() {
        if (atStart && !atEnd) {
            return;
        }
        requireScroll();
        pos = 0;
        atStart = true;
        atEnd = false;
    }

    private void requireScroll() {
        if (history == null) {
            throw LaninException.withHint(CursorMsg.SCROLL_HINT, CursorMsg.FORWARD_ONLY);
        }
    }

    /** Row {@code i} (from 1), taken from the portal when not yet read; null past the last. */
    private Object[] row(long i) {
        if (i <= read) {
            requireScroll(); // only a cursor that keeps its rows moves back over them
            return history.get((int) (i - 1));
        }
        while (read < i && !exhausted) {
            if (!portal.next()) {
                exhausted = true;
                break;
            }
            Object[] row = portal.current().clone(); // an operator may reuse its array
            read++;
            keep(row);
            if (read == i) {
                return row;
            }
        }
        return null;
    }

    private void keep(Object[] row) {
        if (history == null) {
            return;
        }
        kept += bytes(row);
        if (kept > keepLimit) { // neither SCROLL nor NO SCROLL: stop keeping, forward only from now on
            history = null;
            return;
        }
        history.add(row);
    }

    /** A rough size of a row in memory: what bounds the rows a cursor without SCROLL keeps. */
    private static long bytes(Object[] row) {
        long n = 16 + 8L * row.length;
        for (Object v : row) {
            n += v instanceof String s ? 40 + 2L * s.length() : v instanceof byte[] b ? 16 + b.length : 24;
        }
        return n;
    }

    /** COMMIT of the transaction that declared a WITH HOLD cursor: its remaining rows are read now. */
    void persist() {
        portal.readRest();
    }

    void close() {
        if (portal != null) {
            portal.close();
        } else {
            PlCursors.close(routineTx, name);
        }
    }
}
