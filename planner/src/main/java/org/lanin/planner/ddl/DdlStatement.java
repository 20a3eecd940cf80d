package org.lanin.planner.ddl;

import java.util.List;

/** DDL statements as our own parser reads them (JSqlParser's DDL support is too partial for PostgreSQL). */
public sealed interface DdlStatement {
    /** A column definition; {@code defaultSql} and {@code checkSql} are expression text for the binder. */
    record ColumnSpec(String name, String typeName, boolean serial, boolean notNull, String defaultSql,
                      boolean primaryKey, boolean unique, String checkSql, char identity, Long identityStart,
                      Reference references) {
    }

    /** A FOREIGN KEY target (recorded, not enforced yet). */
    record Reference(String table, List<String> columns) {
    }

    enum ConstraintKind { PRIMARY_KEY, UNIQUE, CHECK, FOREIGN_KEY }

    record TableConstraint(String name, ConstraintKind kind, List<String> columns, String checkSql, Reference references) {
    }

    record CreateTable(String name, boolean ifNotExists, List<ColumnSpec> columns, List<TableConstraint> constraints)
            implements DdlStatement { }

    record CreateIndex(String name, String table, boolean unique, boolean ifNotExists, List<String> columns)
            implements DdlStatement { }

    record CreateSequence(String name, boolean ifNotExists, Long start, Long increment, Long minValue, Long maxValue)
            implements DdlStatement { }

    enum ObjectKind { TABLE, INDEX, SEQUENCE }

    record Drop(ObjectKind kind, List<String> names, boolean ifExists, boolean cascade) implements DdlStatement { }

    record Truncate(List<String> tables, boolean restartIdentity) implements DdlStatement { }

    sealed interface AlterAction permits AddColumn, DropColumn, AddConstraint, SetDefault, SetNotNull, DropConstraint {
    }

    record AddColumn(ColumnSpec column, boolean ifNotExists) implements AlterAction { }

    record DropColumn(String name, boolean ifExists) implements AlterAction { }

    record AddConstraint(TableConstraint constraint) implements AlterAction { }

    record DropConstraint(String name, boolean ifExists) implements AlterAction { }

    /** ALTER COLUMN SET DEFAULT expr / DROP DEFAULT (sql null). */
    record SetDefault(String column, String sql) implements AlterAction { }

    record SetNotNull(String column, boolean notNull) implements AlterAction { }

    record AlterTable(String table, boolean ifExists, List<AlterAction> actions) implements DdlStatement { }
}
