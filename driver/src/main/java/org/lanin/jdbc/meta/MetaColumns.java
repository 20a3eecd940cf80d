package org.lanin.jdbc.meta;

import java.sql.ResultSetMetaData;
import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.type.DataType;
import org.lanin.planner.session.ColumnInfo;

/**
 * The columns the JDBC specification fixes for DatabaseMetaData results that Lanin answers
 * without a query (empty results, and getTypeInfo). Written as {@code NAME[:type]} where the type
 * is {@code s} smallint, {@code i} integer, {@code l} bigint, {@code b} boolean; text otherwise.
 */
final class MetaColumns {
    static final List<ColumnInfo> PROCEDURES = of("PROCEDURE_CAT,PROCEDURE_SCHEM,PROCEDURE_NAME,RESERVED1,RESERVED2,"
            + "RESERVED3,REMARKS,PROCEDURE_TYPE:s,SPECIFIC_NAME");
    static final List<ColumnInfo> PROCEDURE_COLUMNS = of("PROCEDURE_CAT,PROCEDURE_SCHEM,PROCEDURE_NAME,COLUMN_NAME,"
            + "COLUMN_TYPE:s,DATA_TYPE:i,TYPE_NAME,PRECISION:i,LENGTH:i,SCALE:s,RADIX:s,NULLABLE:s,REMARKS,COLUMN_DEF,"
            + "SQL_DATA_TYPE:i,SQL_DATETIME_SUB:i,CHAR_OCTET_LENGTH:i,ORDINAL_POSITION:i,IS_NULLABLE,SPECIFIC_NAME");
    static final List<ColumnInfo> COLUMN_PRIVILEGES = of("TABLE_CAT,TABLE_SCHEM,TABLE_NAME,COLUMN_NAME,GRANTOR,GRANTEE,"
            + "PRIVILEGE,IS_GRANTABLE");
    static final List<ColumnInfo> TABLE_PRIVILEGES = of("TABLE_CAT,TABLE_SCHEM,TABLE_NAME,GRANTOR,GRANTEE,PRIVILEGE,"
            + "IS_GRANTABLE");
    static final List<ColumnInfo> BEST_ROW_IDENTIFIER = of("SCOPE:s,COLUMN_NAME,DATA_TYPE:i,TYPE_NAME,COLUMN_SIZE:i,"
            + "BUFFER_LENGTH:i,DECIMAL_DIGITS:s,PSEUDO_COLUMN:s");
    static final List<ColumnInfo> VERSION_COLUMNS = BEST_ROW_IDENTIFIER;
    static final List<ColumnInfo> IMPORTED_KEYS = of("PKTABLE_CAT,PKTABLE_SCHEM,PKTABLE_NAME,PKCOLUMN_NAME,FKTABLE_CAT,"
            + "FKTABLE_SCHEM,FKTABLE_NAME,FKCOLUMN_NAME,KEY_SEQ:s,UPDATE_RULE:s,DELETE_RULE:s,FK_NAME,PK_NAME,"
            + "DEFERRABILITY:s");
    static final List<ColumnInfo> EXPORTED_KEYS = IMPORTED_KEYS;
    static final List<ColumnInfo> CROSS_REFERENCE = IMPORTED_KEYS;
    static final List<ColumnInfo> UDTS = of("TYPE_CAT,TYPE_SCHEM,TYPE_NAME,CLASS_NAME,DATA_TYPE:i,REMARKS,BASE_TYPE:s");
    static final List<ColumnInfo> SUPER_TYPES = of("TYPE_CAT,TYPE_SCHEM,TYPE_NAME,SUPERTYPE_CAT,SUPERTYPE_SCHEM,"
            + "SUPERTYPE_NAME");
    static final List<ColumnInfo> SUPER_TABLES = of("TABLE_CAT,TABLE_SCHEM,TABLE_NAME,SUPERTABLE_NAME");
    static final List<ColumnInfo> ATTRIBUTES = of("TYPE_CAT,TYPE_SCHEM,TYPE_NAME,ATTR_NAME,DATA_TYPE:i,ATTR_TYPE_NAME,"
            + "ATTR_SIZE:i,DECIMAL_DIGITS:i,NUM_PREC_RADIX:i,NULLABLE:i,REMARKS,ATTR_DEF,SQL_DATA_TYPE:i,"
            + "SQL_DATETIME_SUB:i,CHAR_OCTET_LENGTH:i,ORDINAL_POSITION:i,IS_NULLABLE,SCOPE_CATALOG,SCOPE_SCHEMA,"
            + "SCOPE_TABLE,SOURCE_DATA_TYPE:s");
    static final List<ColumnInfo> CLIENT_INFO_PROPERTIES = of("NAME,MAX_LEN:i,DEFAULT_VALUE,DESCRIPTION");
    static final List<ColumnInfo> FUNCTIONS = of("FUNCTION_CAT,FUNCTION_SCHEM,FUNCTION_NAME,REMARKS,FUNCTION_TYPE:s,"
            + "SPECIFIC_NAME");
    static final List<ColumnInfo> FUNCTION_COLUMNS = of("FUNCTION_CAT,FUNCTION_SCHEM,FUNCTION_NAME,COLUMN_NAME,"
            + "COLUMN_TYPE:s,DATA_TYPE:i,TYPE_NAME,PRECISION:i,LENGTH:i,SCALE:s,RADIX:s,NULLABLE:s,REMARKS,"
            + "CHAR_OCTET_LENGTH:i,ORDINAL_POSITION:i,IS_NULLABLE,SPECIFIC_NAME");
    static final List<ColumnInfo> PSEUDO_COLUMNS = of("TABLE_CAT,TABLE_SCHEM,TABLE_NAME,COLUMN_NAME,DATA_TYPE:i,"
            + "COLUMN_SIZE:i,DECIMAL_DIGITS:i,NUM_PREC_RADIX:i,COLUMN_USAGE,REMARKS,CHAR_OCTET_LENGTH:i,IS_NULLABLE");
    static final List<ColumnInfo> TYPE_INFO = of("TYPE_NAME,DATA_TYPE:i,PRECISION:i,LITERAL_PREFIX,LITERAL_SUFFIX,"
            + "CREATE_PARAMS,NULLABLE:s,CASE_SENSITIVE:b,SEARCHABLE:s,UNSIGNED_ATTRIBUTE:b,FIXED_PREC_SCALE:b,"
            + "AUTO_INCREMENT:b,LOCAL_TYPE_NAME,MINIMUM_SCALE:s,MAXIMUM_SCALE:s,SQL_DATA_TYPE:i,SQL_DATETIME_SUB:i,"
            + "NUM_PREC_RADIX:i");

    private MetaColumns() {
    }

    static List<ColumnInfo> of(String spec) {
        List<ColumnInfo> columns = new ArrayList<>();
        for (String item : spec.split(",")) {
            String[] parts = item.split(":");
            DataType type = parts.length == 1 ? DataType.TEXT : switch (parts[1]) {
                case "s" -> DataType.SMALLINT;
                case "i" -> DataType.INTEGER;
                case "l" -> DataType.BIGINT;
                case "b" -> DataType.BOOLEAN;
                default -> throw new IllegalArgumentException(item);
            };
            columns.add(new ColumnInfo(parts[0], parts[0], "", type, ResultSetMetaData.columnNullable));
        }
        return List.copyOf(columns);
    }
}
