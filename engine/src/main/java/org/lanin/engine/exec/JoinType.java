package org.lanin.engine.exec;

/** Join kinds the executor runs. RIGHT joins are planned as LEFT with the inputs swapped. */
public enum JoinType {
    INNER,
    LEFT,
    FULL,
    CROSS
}
