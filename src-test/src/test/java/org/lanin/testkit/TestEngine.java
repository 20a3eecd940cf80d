package org.lanin.testkit;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A database a suite can run against through plain JDBC. {@link #LANIN} is the system under test;
 * {@link #H2} (PostgreSQL mode, lower-case identifiers, NULLs sort high as in PostgreSQL) is the
 * reference used to validate the test infrastructure itself and as the differential oracle.
 */
public enum TestEngine {
    LANIN(Set.of("lanin", "postgresql")) {
        @Override
        public String sharedUrl(String name) {
            return "jdbc:lanin:mem:" + name;
        }

        @Override
        public String privateUrl() {
            return "jdbc:lanin:mem:";
        }
    },
    H2(Set.of("h2", "lanin", "postgresql")) {
        private static final String MODE = ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH";

        @Override
        public String sharedUrl(String name) {
            return "jdbc:h2:mem:" + name + MODE + ";DB_CLOSE_DELAY=0;LOCK_TIMEOUT=10000";
        }

        @Override
        public String privateUrl() {
            // H2's "jdbc:h2:mem:" is private too, but a fresh name keeps the settings explicit.
            return "jdbc:h2:mem:private" + COUNTER.incrementAndGet() + MODE + ";LOCK_TIMEOUT=10000";
        }
    };

    private static final AtomicLong COUNTER = new AtomicLong();
    private final Set<String> sltNames;

    TestEngine(Set<String> sltNames) {
        this.sltNames = sltNames;
    }

    /** URL of the in-memory database {@code name}, shared by all connections of this JVM. */
    public abstract String sharedUrl(String name);

    /** URL of a fresh database private to the one connection that opens it. */
    public abstract String privateUrl();

    /** Engine names this engine answers to in sqllogictest {@code skipif/onlyif} records. */
    public Set<String> sltNames() {
        return sltNames;
    }

    /** A unique database name, so parallel or repeated tests never share state by accident. */
    public static String uniqueName(String prefix) {
        return prefix + "_" + COUNTER.incrementAndGet();
    }

    public Connection openPrivate() throws SQLException {
        return DriverManager.getConnection(privateUrl());
    }

    public Connection openShared(String name) throws SQLException {
        return DriverManager.getConnection(sharedUrl(name));
    }
}
