package org.lanin.planner.physical;

/**
 * The planner's estimate for a node, in PostgreSQL's units: {@code startupCost} before the
 * first row, {@code totalCost} for all rows, {@code rows} returned per execution (per loop on
 * the inner side of a nest loop), {@code width} the average row width in bytes.
 */
public record Estimate(double rows, double startupCost, double totalCost, int width) {
    /** A node built without costing (utility plans, tests). */
    public static final Estimate NONE = new Estimate(1000, 0, 0, 32);

    public Estimate {
        if (rows < 0 || Double.isNaN(rows)) {
            rows = 0;
        }
    }

    /** Cost of fetching {@code n} of the rows (PostgreSQL's fraction of a path for LIMIT). */
    public double costFor(double n) {
        if (rows <= 0 || n >= rows) {
            return totalCost;
        }
        return startupCost + (totalCost - startupCost) * n / rows;
    }
}
