package org.lanin.jdbc;

import java.sql.SQLException;

/** {@code java.sql.Wrapper} for classes that wrap nothing but themselves. */
final class Wrappers {
    private Wrappers() {
    }

    static <T> T unwrap(Object self, Class<T> iface) throws SQLException {
        if (iface != null && iface.isInstance(self)) {
            return iface.cast(self);
        }
        throw JdbcMsg.NOT_A_WRAPPER.error(self.getClass().getSimpleName(), iface);
    }

    static boolean isWrapperFor(Object self, Class<?> iface) {
        return iface != null && iface.isInstance(self);
    }
}
