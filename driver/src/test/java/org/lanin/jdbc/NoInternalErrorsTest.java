package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.lanin.engine.type.DataType;
import org.lanin.planner.session.Session;

/**
 * No throwable but SQLException leaves the driver (OutOfMemoryError excepted, which must not be
 * swallowed). Faults are injected under the driver: a session whose every method, and every
 * object it hands out (prepared statements, results, cursors), throws a chosen throwable. Then
 * every public method of Connection, Statement, PreparedStatement, ResultSet, the metadata
 * objects and the DataSource is called by reflection, with ordinary and with null arguments.
 */
class NoInternalErrorsTest {
    /** What the faulty session throws; null while it behaves. */
    private Throwable fault;

    private Session faultySession(FakeSession real) {
        return wrap(Session.class, real);
    }

    @SuppressWarnings("unchecked")
    private <T> T wrap(Class<T> type, Object target) {
        InvocationHandler h = (proxy, m, args) -> {
            if (m.getDeclaringClass() == Object.class) {
                return m.invoke(target, args);
            }
            if (fault != null) {
                throw fault;
            }
            Object out;
            try {
                out = m.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            Class<?> r = m.getReturnType();
            boolean sessionType = r.isInterface() && r.getPackageName().equals("org.lanin.planner.session");
            return out != null && sessionType ? wrap(r, out) : out;
        };
        return (T) Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, h);
    }

    private FakeSession fake() {
        FakeSession s = new FakeSession();
        s.resultColumns = List.of(FakeSession.column("a", DataType.INTEGER));
        s.responder = sql -> sql.startsWith("select")
                ? FakeSession.rows(s.resultColumns, List.of(new Object[] {1}, new Object[] {2}))
                : FakeSession.update(1);
        return s;
    }

    private LaninConnection connection() {
        return new LaninConnection(faultySession(fake()), "jdbc:lanin:mem:shop");
    }

    /** Fresh objects of every kind, made while the session behaves. */
    private List<Object> targets() throws SQLException {
        Throwable saved = fault;
        fault = null;
        try {
            List<Object> out = new ArrayList<>();
            Connection c = connection();
            out.add(c);
            out.add(connection().createStatement());
            PreparedStatement ps = connection().prepareStatement("select a from t where a = ?");
            out.add(ps);
            out.add(ps.getParameterMetaData());
            ResultSet rs = connection().createStatement().executeQuery("select a from t");
            out.add(rs);
            out.add(rs.getMetaData());
            ResultSet onRow = connection().createStatement().executeQuery("select a from t");
            onRow.next();
            out.add(onRow);
            out.add(connection().getMetaData());
            return out;
        } finally {
            fault = saved;
        }
    }

    @Test
    void engineFaultsBecomeSqlExceptionsAtEveryEntryPoint() throws Exception {
        for (Throwable injected : new Throwable[] {new NullPointerException("injected"),
                new ClassCastException("injected"), new StackOverflowError(), new AssertionError("injected"),
                new IllegalStateException("injected")}) {
            List<String> escaped = new ArrayList<>();
            int calls = 0;
            for (Supplier<Object[]> args : List.<Supplier<Object[]>>of(() -> null, () -> new Object[0])) {
                for (int i = 0; i < targets().size(); i++) {
                    for (Method m : publicMethods(targets().get(i))) {
                        Object target = targets().get(i);
                        fault = injected;
                        calls++;
                        Throwable t = invoke(target, m, args.get() == null);
                        fault = null;
                        if (!allowed(m, t)) {
                            escaped.add(m.getDeclaringClass().getSimpleName() + "." + m.getName() + ": " + t);
                        }
                    }
                }
            }
            assertThat(escaped).as("%s escaped from %d calls", injected, calls).isEmpty();
        }
    }

    @Test
    void faultsAreNamedAndTheConnectionStaysUsable() throws SQLException {
        LaninConnection c = connection();
        Statement st = c.createStatement();
        fault = new NullPointerException("Cannot invoke \"DataType.kind()\" because \"t\" is null");
        assertSqlState(() -> st.executeQuery("select 1"), "XX000", "java.lang.NullPointerException");
        fault = new StackOverflowError();
        assertSqlState(() -> st.executeQuery("select 1"), "54001", "stack depth limit exceeded");
        fault = null;
        try (ResultSet rs = st.executeQuery("select 1")) {
            assertThat(rs.next()).isTrue();
        }
    }

    @Test
    void outOfMemoryIsNotSwallowed() throws SQLException {
        LaninConnection c = connection();
        Statement st = c.createStatement();
        fault = new OutOfMemoryError("injected");
        try {
            st.executeQuery("select 1");
            throw new AssertionError("expected the OutOfMemoryError");
        } catch (OutOfMemoryError expected) {
            assertThat(expected).hasMessage("injected");
        }
    }

    @Test
    void dataSourceAndDriverTakeOddArgumentsAsSqlExceptions() throws Exception {
        List<String> escaped = new ArrayList<>();
        for (boolean nulls : new boolean[] {false, true}) {
            for (Object target : new Object[] {new LaninDataSource(), new Driver()}) {
                for (Method m : publicMethods(target)) {
                    Throwable t = invoke(target, m, nulls);
                    if (!allowed(m, t)) {
                        escaped.add(m.getDeclaringClass().getSimpleName() + "." + m.getName() + ": " + t);
                    }
                }
            }
        }
        assertThat(escaped).isEmpty();
    }

    private interface Call {
        void run() throws SQLException;
    }

    private static void assertSqlState(Call call, String state, String messagePart) {
        try {
            call.run();
            throw new AssertionError("expected SQLSTATE " + state);
        } catch (SQLException e) {
            assertThat(e.getSQLState()).isEqualTo(state);
            assertThat(e.getMessage()).contains(messagePart);
        }
    }

    /**
     * Statement's enquote/isSimpleIdentifier default methods are specified to throw
     * NullPointerException for a null argument (java.sql.Statement's own contract), and Lanin keeps
     * the JDK's implementations.
     */
    private static final java.util.Set<String> NPE_BY_SPECIFICATION =
            java.util.Set.of("enquoteIdentifier", "enquoteLiteral", "enquoteNCharLiteral", "isSimpleIdentifier");

    private static boolean allowed(Method m, Throwable t) {
        return t == null || t instanceof SQLException
                || (t instanceof NullPointerException && NPE_BY_SPECIFICATION.contains(m.getName()));
    }

    /** The java.sql / javax.sql interface methods the object implements (not Object's). */
    private static List<Method> publicMethods(Object target) {
        List<Method> out = new ArrayList<>();
        for (Class<?> i : allInterfaces(target.getClass())) {
            if (!i.getPackageName().startsWith("java.sql") && !i.getPackageName().startsWith("javax.sql")) {
                continue;
            }
            for (Method m : i.getMethods()) {
                if (!Modifier.isStatic(m.getModifiers()) && !out.contains(m)) {
                    out.add(m);
                }
            }
        }
        out.sort(java.util.Comparator.comparing(Method::toString));
        return out;
    }

    private static List<Class<?>> allInterfaces(Class<?> c) {
        List<Class<?>> out = new ArrayList<>();
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Class<?> i : k.getInterfaces()) {
                out.add(i);
                out.addAll(allInterfaces(i));
            }
        }
        return out;
    }

    /** Calls {@code m}; returns what it threw (null when it returned). */
    private static Throwable invoke(Object target, Method m, boolean nulls) {
        Object[] args = new Object[m.getParameterCount()];
        Class<?>[] types = m.getParameterTypes();
        for (int i = 0; i < args.length; i++) {
            args[i] = argument(types[i], nulls);
        }
        try {
            m.setAccessible(true);
            m.invoke(target, args);
            return null;
        } catch (InvocationTargetException e) {
            return e.getCause();
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    private static Object argument(Class<?> type, boolean nulls) {
        if (type == int.class) {
            return 1;
        }
        if (type == long.class) {
            return 1L;
        }
        if (type == boolean.class) {
            return false;
        }
        if (type == double.class) {
            return 1.0;
        }
        if (type == float.class) {
            return 1.0f;
        }
        if (type == short.class) {
            return (short) 1;
        }
        if (type == byte.class) {
            return (byte) 1;
        }
        if (nulls) {
            return null;
        }
        if (type == String.class) {
            return "select 1";
        }
        if (type == Class.class) {
            return Object.class;
        }
        if (type == Object.class) {
            return 1;
        }
        if (type == int[].class) {
            return new int[] {1};
        }
        if (type == String[].class) {
            return new String[] {"a"};
        }
        if (type == byte[].class) {
            return new byte[] {1};
        }
        if (type == java.math.BigDecimal.class) {
            return java.math.BigDecimal.ONE;
        }
        return null;
    }
}
