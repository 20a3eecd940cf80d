package org.lanin.bench.workload;

/** What a workload's number means, and which direction is better. */
public enum Unit {
    OPS_PER_SEC("ops/s", true),
    QUERIES_PER_SEC("queries/s", true),
    BUILDS_PER_SEC("index builds/s", true),
    BYTES_PER_ROW("heap bytes/row", false);

    private final String label;
    private final boolean higherIsBetter;

    Unit(String label, boolean higherIsBetter) {
        this.label = label;
        this.higherIsBetter = higherIsBetter;
    }

    public String label() {
        return label;
    }

    public boolean higherIsBetter() {
        return higherIsBetter;
    }
}
