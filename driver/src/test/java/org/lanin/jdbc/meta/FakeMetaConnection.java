package org.lanin.jdbc.meta;

import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.List;
import org.lanin.engine.type.DataType;
import org.lanin.jdbc.TestSessions;

/** A connection over a fake session that answers the primary-key name query with "orders_pkey". */
final class FakeMetaConnection {
    private final TestSessions.Handle handle = TestSessions.open(sql -> sql.startsWith("SELECT constraint_name")
            ? TestSessions.rows("constraint_name", DataType.TEXT, List.<Object[]>of(new Object[] {"orders_pkey"}))
            : TestSessions.rows("x", DataType.TEXT, List.of()));

    DatabaseMetaData metaData() throws SQLException {
        return handle.connection().getMetaData();
    }

    TestSessions.Handle session() {
        return handle;
    }
}
