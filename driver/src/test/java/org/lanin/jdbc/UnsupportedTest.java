package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.sql.ResultSet;
import java.sql.SQLFeatureNotSupportedException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every method of the unsupported part of ResultSet throws SQLFeatureNotSupportedException naming itself. */
class UnsupportedTest {
    @Test
    void everyUpdaterAndScrollerThrows() throws Exception {
        ResultSet rs = new LaninResultSet(null, List.of(), new ListCursor(List.of()), null);
        int checked = 0;
        for (Method m : ForwardOnlyResultSet.class.getDeclaredMethods()) {
            if (m.isSynthetic()) {
                continue;
            }
            Object[] args = new Object[m.getParameterCount()];
            Class<?>[] types = m.getParameterTypes();
            for (int i = 0; i < args.length; i++) {
                args[i] = sample(types[i]);
            }
            try {
                m.invoke(rs, args);
                throw new AssertionError(m + " did not throw");
            } catch (InvocationTargetException e) {
                assertThat((Object) e.getCause()).as(m.toString()).isInstanceOf(SQLFeatureNotSupportedException.class);
                assertThat(e.getCause().getMessage()).contains(m.getName());
            }
            checked++;
        }
        assertThat(checked).isGreaterThan(100);
    }

    private static Object sample(Class<?> type) {
        return switch (type.getName()) {
            case "int" -> 1;
            case "long" -> 1L;
            case "boolean" -> false;
            case "double" -> 1d;
            case "float" -> 1f;
            case "short" -> (short) 1;
            case "byte" -> (byte) 1;
            default -> null;
        };
    }
}
