package org.lanin.bench.workload;

/** Full or quick: quick shrinks loads so {@code --quick} stays a smoke run. */
public record Scale(boolean quick) {

    public int rows(int fullRows, int quickRows) {
        return quick ? quickRows : fullRows;
    }
}
