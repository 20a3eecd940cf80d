package org.lanin.fuzz;

/** An oracle's two answers differ: {@code getMessage()} shows both. */
final class Mismatch extends Exception {
    Mismatch(String message) {
        super(message, null, false, false);
    }
}
