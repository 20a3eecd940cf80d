package org.lanin.jdbc;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.CallableStatement;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code Connection.prepareCall}: plain SQL runs as a prepared statement; the JDBC escapes
 * {@code {call f(?, ...)}} and {@code {? = call f(?, ...)}} become {@code SELECT f(?, ...)}, as
 * pgJDBC turns them into a SELECT for functions. In the {@code ? =} form parameter 1 is the
 * result (an OUT parameter: {@code registerOutParameter(1, type)}, then {@code getXxx(1)} after
 * {@code execute()}) and the arguments are 2..n. Parameters by name and OUT parameters of
 * procedures are not supported (0A000).
 *
 * <p>A {@link Proxy} over the {@link LaninPreparedStatement} rather than a class with a
 * hundred delegating methods: index-taking setters shift past the result parameter, getters by
 * index read the call's result row, everything else is the prepared statement's own.
 */
final class CallableStatements {
    private static final Pattern ESCAPE = Pattern.compile(
            "^\\s*\\{\\s*(\\?\\s*=\\s*)?call\\s+([^\\s(]+)\\s*(?:\\((.*)\\))?\\s*}\\s*;?\\s*$",
            Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

    private CallableStatements() {
    }

    static CallableStatement prepare(LaninConnection connection, String sql) throws SQLException {
        String text = StatementTexts.requireText(sql);
        boolean escaped = text.trim().startsWith("{");
        boolean returns = false;
        String run = text;
        if (escaped) {
            Matcher m = ESCAPE.matcher(text);
            if (!m.matches()) {
                throw JdbcMsg.MALFORMED_CALL.error(text);
            }
            returns = m.group(1) != null;
            run = "SELECT " + m.group(2) + "(" + (m.group(3) == null ? "" : m.group(3)) + ")";
        }
        LaninPreparedStatement inner = new LaninPreparedStatement(connection, run, null);
        return (CallableStatement) Proxy.newProxyInstance(CallableStatements.class.getClassLoader(),
                new Class<?>[] {CallableStatement.class}, new Handler(inner, returns, text));
    }

    /** Routes the CallableStatement's methods; see the class comment. */
    private static final class Handler implements InvocationHandler {
        private final LaninPreparedStatement inner;
        /** True for {@code {? = call ...}}: parameter 1 is the result. */
        private final boolean returns;
        private final String text;
        /** The call's result, on its first row, once executed; null before. */
        private ResultSet out;

        Handler(LaninPreparedStatement inner, boolean returns, String text) {
            this.inner = inner;
            this.returns = returns;
            this.text = text;
        }

        @Override
        public Object invoke(Object proxy, Method m, Object[] args) throws Throwable {
            try {
                return route(proxy, m, args);
            } catch (InvocationTargetException e) {
                throw e.getCause() instanceof SQLException s ? s : SqlExceptions.translate(e.getCause());
            } catch (SQLException e) {
                throw e;
            } catch (RuntimeException e) {
                throw SqlExceptions.translate(e);
            }
        }

        private Object route(Object proxy, Method m, Object[] args) throws Exception {
            String name = m.getName();
            boolean byIndex = args != null && args.length > 0 && m.getParameterTypes()[0] == int.class;
            boolean byName = args != null && args.length > 0 && m.getParameterTypes()[0] == String.class
                    && m.getDeclaringClass() == CallableStatement.class;
            switch (name) {
                case "unwrap", "isWrapperFor" -> {
                    return m.invoke(inner, args);
                }
                case "registerOutParameter" -> {
                    if (byName) {
                        throw SqlExceptions.unsupported("CallableStatement parameters by name");
                    }
                    outColumn((Integer) args[0]);
                    return null;
                }
                case "wasNull" -> {
                    return requireOut().wasNull();
                }
                default -> {
                }
            }
            if (byName) {
                throw SqlExceptions.unsupported("CallableStatement parameters by name");
            }
            if (name.startsWith("get") && byIndex && m.getDeclaringClass() == CallableStatement.class) {
                Object[] shifted = args.clone();
                shifted[0] = outColumn((Integer) args[0]);
                return ResultSet.class.getMethod(name, m.getParameterTypes()).invoke(requireOut(), shifted);
            }
            if (name.startsWith("set") && byIndex && m.getDeclaringClass() == PreparedStatement.class) {
                Object[] shifted = args.clone();
                shifted[0] = inIndex((Integer) args[0]);
                return m.invoke(inner, shifted);
            }
            Object result = m.invoke(inner, args);
            if (name.startsWith("execute") && (args == null || args.length == 0)) {
                capture();
            }
            return result;
        }

        /** After an execute: the result row a getter reads the result parameter from. */
        private void capture() throws SQLException {
            out = null;
            ResultSet rs = inner.getResultSet();
            if (returns && rs != null && rs.next()) {
                out = rs;
            }
        }

        private ResultSet requireOut() throws SQLException {
            if (out == null) {
                throw JdbcMsg.NO_OUT_VALUES.error();
            }
            return out;
        }

        /** The result column of OUT parameter {@code index}: only 1, the result, of the {@code ? =} form. */
        private int outColumn(int index) throws SQLException {
            if (!returns || index != 1) {
                throw JdbcMsg.NOT_OUT_PARAMETER.error(index, text.toLowerCase(Locale.ROOT).trim());
            }
            return 1;
        }

        private int inIndex(int index) throws SQLException {
            if (!returns) {
                return index;
            }
            if (index == 1) {
                throw JdbcMsg.BAD_ARGUMENT.error("parameter index", "1 (the result of the call: registerOutParameter, not set)");
            }
            return index - 1;
        }
    }
}
