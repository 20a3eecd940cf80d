package org.lanin.fuzz;

/**
 * What the generator may produce. {@link #LANIN} is for the oracles that compare Lanin with itself
 * (every construct it supports as PostgreSQL does); {@link #PORTABLE} is for the differential oracle
 * against H2 and keeps to constructs whose semantics H2's PostgreSQL mode shares with PostgreSQL
 * (README.md of this package lists what it leaves out and why).
 */
enum Dialect {
    LANIN, PORTABLE;

    boolean portable() {
        return this == PORTABLE;
    }
}
