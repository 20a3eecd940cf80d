package org.lanin.planner.session;

import org.lanin.engine.type.DataType;

/**
 * A result column as the driver reports it in ResultSetMetaData.
 *
 * @param label    the output name (alias or derived name, e.g. {@code ?column?}, {@code count})
 * @param name     the underlying column name when the output is a plain column reference, else the label
 * @param table    the base table name when the output is a plain column reference, else ""
 * @param nullable {@link java.sql.ResultSetMetaData#columnNoNulls}, {@code columnNullable} or {@code columnNullableUnknown}
 */
public record ColumnInfo(String label, String name, String table, DataType type, int nullable) {
}
