package org.lanin.engine.exec;

/**
 * A physical operator in the Volcano style: {@link #open}, then {@link #next} until null, then
 * {@link #close}. Rows are Object[]; a returned row must not be modified by the consumer and
 * may be reused only after the next call to {@link #next}.
 */
public interface Operator {
    void open(ExecContext ctx);

    /** The next row, or null at the end. */
    Object[] next();

    void close();

    /** Output width (number of columns of each row). */
    int width();
}
