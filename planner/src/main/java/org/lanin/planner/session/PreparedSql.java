package org.lanin.planner.session;

import java.util.List;
import org.lanin.engine.type.DataType;

/**
 * A parsed, bound statement that can be executed many times with different parameters.
 * Obtained from {@link Session#prepare}; valid for the session that made it. If DDL changes
 * a table it uses, the next execution re-plans transparently.
 */
public interface PreparedSql {
    String sql();

    /** Number of {@code ?} / {@code $n} parameters. */
    int parameterCount();

    /** Inferred parameter types ({@link DataType#UNKNOWN} when the context gives none). */
    List<DataType> parameterTypes();

    /** True when executing returns rows (SELECT, VALUES, SHOW, EXPLAIN, DML ... RETURNING). */
    boolean returnsRows();

    /** Result columns if {@link #returnsRows()}, else empty. */
    List<ColumnInfo> resultColumns();
}
