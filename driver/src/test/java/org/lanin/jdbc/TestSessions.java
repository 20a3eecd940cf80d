package org.lanin.jdbc;

import java.sql.Connection;
import java.util.List;
import java.util.function.Function;
import org.lanin.engine.type.DataType;
import org.lanin.planner.session.ExecutionResult;

/** Opens connections over {@link FakeSession} for tests in other packages. */
public final class TestSessions {
    private TestSessions() {
    }

    /** A connection and the fake session under it. */
    public static final class Handle {
        private final FakeSession session;
        private final LaninConnection connection;

        Handle(FakeSession session) {
            this.session = session;
            this.connection = FakeSession.connect(session);
        }

        public Connection connection() {
            return connection;
        }

        /** The SQL and parameters of the last execute. */
        public LastCall lastCall() {
            FakeSession.Call c = session.lastCall();
            return new LastCall(c.sql(), List.of(c.params()));
        }
    }

    public record LastCall(String sql, List<Object> params) {
    }

    public static Handle open(Function<String, ExecutionResult> responder) {
        FakeSession s = new FakeSession();
        s.responder = responder;
        return new Handle(s);
    }

    public static ExecutionResult rows(String label, DataType type, List<Object[]> rows) {
        return FakeSession.rows(List.of(FakeSession.column(label, type)), rows);
    }
}
