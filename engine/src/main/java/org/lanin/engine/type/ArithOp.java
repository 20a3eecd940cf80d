package org.lanin.engine.type;

/** The binary operators {@link Arithmetic} implements, with their SQL spelling. */
public enum ArithOp {
    ADD("+"),
    SUBTRACT("-"),
    MULTIPLY("*"),
    DIVIDE("/"),
    MODULO("%"),
    POWER("^"),
    CONCAT("||");

    private final String symbol;

    ArithOp(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }
}
