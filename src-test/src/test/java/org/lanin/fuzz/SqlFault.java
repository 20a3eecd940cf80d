package org.lanin.fuzz;

/**
 * Lanin failed in a way it never may, whatever the query: an internal error (SQLSTATE XX000), an
 * SQLException without a SQLSTATE, or a throwable other than SQLException out of the driver.
 * {@link #key()} names the fault without its details, so the minimiser keeps the same fault.
 */
final class SqlFault extends Exception {
    private final String key;

    SqlFault(String key, String message, Throwable cause) {
        super(message, cause);
        this.key = key;
    }

    String key() {
        return key;
    }
}
