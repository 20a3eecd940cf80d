package org.lanin.bench.workload;

import java.sql.SQLException;

/**
 * One operation of one thread (a statement, or a whole transaction). A 40001/40P01
 * SQLException thrown by it is counted as a retry and the operation runs again; any other
 * exception stops the sample and marks the engine n/a with the error.
 */
@FunctionalInterface
public interface Op {
    void run() throws SQLException;
}
