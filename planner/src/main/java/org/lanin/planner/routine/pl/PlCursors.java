package org.lanin.planner.routine.pl;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.type.Casts;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.routine.SqlRunner;
import org.lanin.planner.routine.SqlRunner.Value;
import org.lanin.planner.routine.pl.PlStmt.CursorDecl;
import org.lanin.planner.routine.pl.PlStmt.Decl;

/**
 * PL/pgSQL cursors: bound ({@code c CURSOR [(params)] FOR query}) and unbound ({@code refcursor})
 * variables, OPEN [FOR [EXECUTE]], FETCH, MOVE, CLOSE and FOR rec IN cursor. A cursor variable's
 * value is its portal's name (a bound cursor's defaults to the variable's name; an unbound one
 * with a null value gets {@code <unnamed portal n>}, n counting from 1 in each session), so a refcursor passed to or returned from
 * another function of the same transaction reaches the same cursor.
 *
 * <p>Invariants: open cursors belong to their transaction (a weak map keyed by it, so they go
 * when it ends, as PostgreSQL closes portals at commit or rollback); a cursor's rows are read
 * when it is opened, with that moment's snapshot (what PostgreSQL's cursor sees; departure: the
 * whole result is held in memory and the query's volatile functions run at OPEN).
 */
public final class PlCursors {
    private static final Map<Transaction, Map<String, Cursor>> OPEN = Collections.synchronizedMap(new WeakHashMap<>());
    /** Per session (its owner object), as PostgreSQL numbers a backend's unnamed portals from 1. */
    private static final Map<Object, AtomicLong> UNNAMED = Collections.synchronizedMap(new WeakHashMap<>());

    private final PlRunner run;
    private final Map<String, CursorDecl> bound = new HashMap<>();

    PlCursors(PlRunner run) {
        this.run = run;
    }

    /** An open routine cursor as a SQL FETCH, MOVE or CLOSE reaches it: its rows and the position it shares. */
    public interface Opened {
        List<org.lanin.planner.session.ColumnInfo> columns();

        List<Object[]> rows();

        /** 0 before the first row, 1..size on a row, size + 1 after the last. */
        int position();

        void position(int pos);
    }

    /**
     * The cursor a routine opened as {@code portal} in {@code tx} (a refcursor a function
     * returned, read with {@code FETCH ALL IN "<unnamed portal 1>"}), or null when none is open.
     */
    public static Opened opened(Transaction tx, String portal) {
        Map<String, Cursor> open = OPEN.get(tx);
        return open == null ? null : open.get(portal);
    }

    /** SQL's CLOSE of {@code portal}, a routine's cursor in {@code tx}; false when there is none. */
    public static boolean close(Transaction tx, String portal) {
        Map<String, Cursor> open = OPEN.get(tx);
        return open != null && open.remove(portal) != null;
    }

    /** An open cursor: its rows and position (0 before the first row, size + 1 after the last). */
    private static final class Cursor implements Opened {
        final SqlRunner.Result result;
        int pos;

        Cursor(SqlRunner.Result result) {
            this.result = result;
        }

        int size() {
            return result.rows().size();
        }

        @Override
        public List<org.lanin.planner.session.ColumnInfo> columns() {
            return result.columns();
        }

        @Override
        public List<Object[]> rows() {
            return result.rows();
        }

        @Override
        public int position() {
            return pos;
        }

        @Override
        public void position(int p) {
            pos = p;
        }
    }

    /** A cursor variable: a bound one holds its own name as portal name, an unbound one null. */
    void declare(Decl d) {
        if (d.cursor() != null) {
            bound.put(d.name(), d.cursor());
            run.setVar(d.name(), new Value(d.name(), DataType.TEXT));
        } else {
            run.setVar(d.name(), new Value(null, DataType.TEXT));
        }
    }

    void open(PlStmt.Open o) {
        CursorDecl decl = bound.get(o.cursor());
        SqlRunner.Result rows;
        if (decl != null) {
            rows = run.query(decl.query(), parameters(o.cursor(), decl, o.args()));
        } else if (o.query() == null) {
            throw LaninException.of(PlMsg.CURSOR_ARGS, "cursor \"" + o.cursor() + "\" has no arguments");
        } else if (o.dynamic()) {
            rows = PlDynamic.run(run, o.query(), o.using());
        } else {
            rows = run.query(o.query());
        }
        String portal = portalName(o.cursor());
        Map<String, Cursor> open = openCursors();
        if (open.containsKey(portal)) {
            throw LaninException.of(PlMsg.CURSOR_IN_USE, portal);
        }
        open.put(portal, new Cursor(rows));
    }

    /** The portal name in the variable; an unbound variable that is null gets a new unnamed portal's. */
    private String portalName(String var) {
        Value v = run.eval(var);
        if (v.value() != null) {
            return v.value().toString();
        }
        Object session = org.lanin.engine.type.SessionOwner.current();
        long n = UNNAMED.computeIfAbsent(session != null ? session : PlCursors.class, k -> new AtomicLong()).incrementAndGet();
        String name = "<unnamed portal " + n + ">";
        run.assign(var, new Value(name, DataType.TEXT));
        return name;
    }

    /** A bound cursor's parameters as names for its query: the arguments cast to the declared types. */
    private SqlRunner.Names parameters(String cursor, CursorDecl decl, List<String> given) {
        List<String> args = positional(cursor, decl, given);
        Map<String, Value> params = new HashMap<>();
        for (int i = 0; i < args.size(); i++) {
            Value v = run.eval(args.get(i));
            DataType t = org.lanin.planner.bind.TypeNames.parse(decl.paramTypes().get(i), run.db().catalog().current());
            Object x = v.value() == null || v.type().kind() == t.kind() || v.type().kind() == TypeKind.UNKNOWN ? v.value()
                    : Casts.assign(v.value(), v.type(), t);
            params.put(decl.paramNames().get(i).toLowerCase(java.util.Locale.ROOT), new Value(x, t));
        }
        SqlRunner.Names outer = run.names();
        return (name, field) -> field == null && params.containsKey(name) ? params.get(name) : outer.lookup(name, field);
    }

    /** The arguments in parameter order: named ones put in their parameter's place (42601 for a wrong count or name). */
    private static List<String> positional(String cursor, CursorDecl decl, List<String> given) {
        int n = decl.paramNames().size();
        if (given.size() != n) {
            throw LaninException.of(PlMsg.CURSOR_ARGS, (given.size() < n ? "not enough" : "too many")
                    + " arguments for cursor \"" + cursor + "\"");
        }
        String[] out = new String[n];
        for (int i = 0; i < n; i++) {
            String a = given.get(i);
            int sep = a.indexOf(PlCommandParser.NAMED);
            int slot = sep < 0 ? i : decl.paramNames().indexOf(a.substring(0, sep));
            if (slot < 0 || out[slot] != null) {
                throw LaninException.of(PlMsg.CURSOR_ARGS, (slot < 0 ? "cursor \"" + cursor + "\" has no argument named \""
                        : "value for parameter \"") + a.substring(0, Math.max(sep, 0)) + (slot < 0 ? "\"" : "\" of cursor \"" + cursor + "\" specified more than once"));
            }
            out[slot] = sep < 0 ? a : a.substring(sep + 1);
        }
        return List.of(out);
    }

    void fetch(PlStmt.Fetch f) {
        Cursor c = cursor(f.cursor());
        long count = 1;
        if (f.count() != null) {
            count = f.count().trim().equalsIgnoreCase("all") ? Long.MAX_VALUE
                    : ((Number) run.eval("CAST((" + f.count() + ") AS bigint)").value()).longValue();
        }
        List<Integer> passed = move(c, f.direction(), count);
        run.setRowCount(passed.size());
        run.setVar("found", new Value(!passed.isEmpty(), DataType.BOOLEAN));
        if (!f.move()) {
            Object[] row = passed.isEmpty() ? new Object[c.result.columns().size()] : c.result.rows().get(passed.get(0) - 1).clone();
            run.intoRow(f.into(), c.result.columns(), row);
        }
    }

    /** Moves the cursor as FETCH / MOVE direction [count] does; the positions (1-based) of the rows it passed. */
    private static List<Integer> move(Cursor c, String direction, long count) {
        List<Integer> out = new ArrayList<>();
        switch (direction) {
            case "next" -> forward(c, 1, out);
            case "prior" -> backward(c, 1, out);
            case "forward" -> {
                if (count >= 0) {
                    forward(c, count, out);
                } else {
                    backward(c, -count, out);
                }
            }
            case "backward" -> {
                if (count >= 0) {
                    backward(c, count, out);
                } else {
                    forward(c, -count, out);
                }
            }
            case "first" -> to(c, 1, out);
            case "last" -> to(c, c.size(), out);
            case "absolute" -> to(c, count < 0 ? c.size() + 1 + count : count, out);
            case "relative" -> to(c, c.pos + count, out);
            default -> throw new IllegalStateException(direction);
        }
        return out;
    }

    private static void forward(Cursor c, long n, List<Integer> out) {
        while (out.size() < n && c.pos + 1 <= c.size()) {
            out.add(++c.pos);
        }
        if (out.size() < n) {
            c.pos = c.size() + 1;
        }
    }

    private static void backward(Cursor c, long n, List<Integer> out) {
        while (out.size() < n && c.pos - 1 >= 1) {
            out.add(--c.pos);
        }
        if (out.size() < n) {
            c.pos = 0;
        }
    }

    /** To row {@code target} (1-based): before the first / after the last when out of range. */
    private static void to(Cursor c, long target, List<Integer> out) {
        if (target < 1) {
            c.pos = 0;
        } else if (target > c.size()) {
            c.pos = c.size() + 1;
        } else {
            c.pos = (int) target;
            out.add(c.pos);
        }
    }

    void close(String var) {
        String portal = portalOf(var);
        if (openCursors().remove(portal) == null) {
            throw LaninException.of(PlMsg.CURSOR_MISSING, portal);
        }
    }

    /** FOR rec IN bound-cursor [(args)] LOOP: opened, walked and closed (also when the loop is left early). */
    void forLoop(PlStmt.ForCursor f) {
        open(new PlStmt.Open(f.cursor(), f.args(), null, false, List.of()));
        run.setRecord(f.var(), null); // the loop variable is a record of the cursor's row (PostgreSQL declares it)
        try {
            Cursor c = cursor(f.cursor());
            PlLoops.rows(run, f.label(), f.var(), f.body(), c.result);
        } finally {
            openCursors().remove(portalOf(f.cursor()));
        }
    }

    private Cursor cursor(String var) {
        String portal = portalOf(var);
        Cursor c = openCursors().get(portal);
        if (c == null) {
            throw LaninException.of(PlMsg.CURSOR_MISSING, portal);
        }
        return c;
    }

    private String portalOf(String var) {
        Value v = run.eval(var);
        if (v.value() == null) {
            throw LaninException.of(PlMsg.CURSOR_NULL, var);
        }
        return v.value().toString();
    }

    private Map<String, Cursor> openCursors() {
        return OPEN.computeIfAbsent(run.ctx().transaction(), t -> Collections.synchronizedMap(new HashMap<>()));
    }
}
