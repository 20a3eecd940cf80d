package org.lanin.engine.exec;

import java.util.ArrayList;
import java.util.List;

/**
 * The working table of one evaluation of a recursive CTE: the rows the previous iteration
 * produced, which the recursive term's {@link WorkTableScanOperator} reads. Each iteration
 * installs a new list, so a scan opened on one iteration's rows never sees the next one's.
 */
public final class WorkTable {
    private List<Object[]> rows = new ArrayList<>();

    public List<Object[]> rows() {
        return rows;
    }

    void replace(List<Object[]> next) {
        rows = next;
    }
}
