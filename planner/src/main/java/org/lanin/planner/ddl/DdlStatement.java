package org.lanin.planner.ddl;

import java.util.List;
import org.lanin.engine.catalog.FkAction;

/** DDL statements as our own parser reads them (JSqlParser's DDL support is too partial for PostgreSQL). */
public sealed interface DdlStatement {
    /** A column definition; {@code defaultSql} and {@code checkSql} are expression text for the binder. */
    /** A column definition; {@code identityOptions}: an identity column's sequence options (null: none given). */
    /** {@code clauseConflict}: DEFAULT, identity or generation clauses the definition repeats or combines (null: none). */
    /**
     * {@code uniqueNullsNotDistinct}: the column's UNIQUE was written UNIQUE NULLS NOT DISTINCT;
     * {@code constraintNames}: CONSTRAINT names written before its column constraints (null: none).
     */
    record ColumnSpec(String name, String typeName, boolean serial, boolean notNull, String defaultSql,
                      boolean primaryKey, boolean unique, String checkSql, char identity, AlterSequence identityOptions,
                      Reference references, String generatedSql, GeneratedDdlMsg clauseConflict,
                      boolean uniqueNullsNotDistinct, ColumnConstraintNames constraintNames) {
        public ColumnSpec(String name, String typeName, boolean serial, boolean notNull, String defaultSql,
                          boolean primaryKey, boolean unique, String checkSql, char identity, AlterSequence identityOptions,
                          Reference references, String generatedSql, GeneratedDdlMsg clauseConflict) {
            this(name, typeName, serial, notNull, defaultSql, primaryKey, unique, checkSql, identity, identityOptions,
                    references, generatedSql, clauseConflict, false, null);
        }

        /** The name written before the column's PRIMARY KEY ({@code kind} 'p'), UNIQUE ('u') or CHECK ('c'), or null. */
        public String constraintName(char kind) {
            if (constraintNames == null) {
                return null;
            }
            return kind == 'p' ? constraintNames.primaryKey() : kind == 'u' ? constraintNames.unique() : constraintNames.check();
        }

        public ColumnSpec(String name, String typeName, boolean serial, boolean notNull, String defaultSql,
                          boolean primaryKey, boolean unique, String checkSql, char identity, AlterSequence identityOptions,
                          Reference references, String generatedSql) {
            this(name, typeName, serial, notNull, defaultSql, primaryKey, unique, checkSql, identity, identityOptions,
                    references, generatedSql, null);
        }

        public ColumnSpec(String name, String typeName, boolean serial, boolean notNull, String defaultSql,
                          boolean primaryKey, boolean unique, String checkSql, char identity, AlterSequence identityOptions,
                          Reference references) {
            this(name, typeName, serial, notNull, defaultSql, primaryKey, unique, checkSql, identity, identityOptions,
                    references, null);
        }
    }

    /** The names of a column's PRIMARY KEY, UNIQUE and CHECK constraints where CONSTRAINT name gave them (else null). */
    /**
     * A column's constraint names, and its PRIMARY KEY's and UNIQUE's DEFERRABLE clauses (as
     * {@link org.lanin.engine.catalog.ForeignKeyDef#deferral()}; null: NOT DEFERRABLE).
     */
    record ColumnConstraintNames(String primaryKey, String unique, String check, String primaryKeyDeferral,
                                 String uniqueDeferral) {
        public ColumnConstraintNames(String primaryKey, String unique, String check) {
            this(primaryKey, unique, check, null, null);
        }
    }

    /**
     * A FOREIGN KEY target: {@code columns} empty means the referenced table's primary key;
     * {@code name} is a column constraint's CONSTRAINT name (null otherwise); {@code deferral} as
     * {@link org.lanin.engine.catalog.ForeignKeyDef#deferral()}.
     */
    record Reference(String name, String table, List<String> columns, FkAction onDelete, FkAction onUpdate,
                     boolean matchFull, String deferral) {
        public Reference(String table, List<String> columns) {
            this(null, table, columns, FkAction.NO_ACTION, FkAction.NO_ACTION, false, null);
        }

        public Reference(String name, String table, List<String> columns, FkAction onDelete, FkAction onUpdate) {
            this(name, table, columns, onDelete, onUpdate, false, null);
        }
    }

    enum ConstraintKind { PRIMARY_KEY, UNIQUE, CHECK, FOREIGN_KEY }

    /**
     * {@code nullsNotDistinct}: UNIQUE NULLS NOT DISTINCT; {@code include}: a PRIMARY KEY's or UNIQUE's
     * INCLUDE (...) columns, empty for none; {@code storage}: its index's WITH (...) parameters, null for none;
     * {@code usingIndex}: ADD CONSTRAINT ... USING INDEX's index (then {@code columns} is empty), else null.
     */
    record TableConstraint(String name, ConstraintKind kind, List<String> columns, String checkSql, Reference references,
                           boolean nullsNotDistinct, List<String> include, List<StorageParameters.Param> storage,
                           String usingIndex, String deferral) {
        public TableConstraint {
            include = include == null ? List.of() : List.copyOf(include);
        }

        public TableConstraint(String name, ConstraintKind kind, List<String> columns, String checkSql, Reference references,
                               boolean nullsNotDistinct, List<String> include, List<StorageParameters.Param> storage,
                               String usingIndex) {
            this(name, kind, columns, checkSql, references, nullsNotDistinct, include, storage, usingIndex, null);
        }

        public TableConstraint(String name, ConstraintKind kind, List<String> columns, String checkSql, Reference references,
                               boolean nullsNotDistinct, List<String> include, List<StorageParameters.Param> storage) {
            this(name, kind, columns, checkSql, references, nullsNotDistinct, include, storage, null);
        }

        public TableConstraint(String name, ConstraintKind kind, List<String> columns, String checkSql, Reference references,
                               boolean nullsNotDistinct) {
            this(name, kind, columns, checkSql, references, nullsNotDistinct, null, null);
        }

        public TableConstraint(String name, ConstraintKind kind, List<String> columns, String checkSql, Reference references) {
            this(name, kind, columns, checkSql, references, false);
        }

        /** The index's columns: the key columns, then the INCLUDE ones. */
        public List<String> indexColumns() {
            if (include.isEmpty()) {
                return columns;
            }
            List<String> all = new java.util.ArrayList<>(columns);
            all.addAll(include);
            return all;
        }
    }

    /** PARTITION BY LIST|RANGE|HASH (columns). */
    /** PARTITION BY: per key element a column name, or with {@code exprs}' SQL text at that position an expression. */
    record PartitionBy(String strategy, List<String> columns, List<String> exprs) { }

    /**
     * FOR VALUES IN (...) | FROM (...) TO (...) | WITH (MODULUS m, REMAINDER r), or DEFAULT;
     * values are expression text ("minvalue"/"maxvalue" for the range words).
     */
    record BoundSpec(String kind, List<String> values, List<String> to, int modulus, int remainder) { }

    /**
     * CREATE TABLE; {@code partitionOf} and {@code bound} for PARTITION OF, {@code partitionBy}
     * for a partitioned table (both for a sub-partitioned partition).
     */
    /**
     * {@code inherits}: the tables of INHERITS (...) as catalog keys, empty for none; {@code reloptions}:
     * the WITH (...) storage parameters, validated (pg_class.reloptions), null for none.
     */
    record CreateTable(String name, boolean ifNotExists, List<ColumnSpec> columns, List<TableConstraint> constraints,
                       String partitionOf, BoundSpec bound, PartitionBy partitionBy, List<String> inherits,
                       List<String> reloptions)
            implements DdlStatement {
        public CreateTable {
            inherits = inherits == null ? List.of() : List.copyOf(inherits);
        }

        public CreateTable(String name, boolean ifNotExists, List<ColumnSpec> columns, List<TableConstraint> constraints,
                           String partitionOf, BoundSpec bound, PartitionBy partitionBy, List<String> inherits) {
            this(name, ifNotExists, columns, constraints, partitionOf, bound, partitionBy, inherits, null);
        }

        /** The same statement creating another name (a temporary table's key in its session's schema). */
        public CreateTable named(String key) {
            return new CreateTable(key, ifNotExists, columns, constraints, partitionOf, bound, partitionBy, inherits, reloptions);
        }

        public CreateTable(String name, boolean ifNotExists, List<ColumnSpec> columns, List<TableConstraint> constraints,
                           String partitionOf, BoundSpec bound, PartitionBy partitionBy) {
            this(name, ifNotExists, columns, constraints, partitionOf, bound, partitionBy, null);
        }

        public CreateTable(String name, boolean ifNotExists, List<ColumnSpec> columns, List<TableConstraint> constraints) {
            this(name, ifNotExists, columns, constraints, null, null, null);
        }
    }

    /** One relation of LOCK TABLE; {@code only}: not its partitions. */
    record LockTarget(String name, boolean only) { }

    /** LOCK [TABLE] [ONLY] name [*] [, ...] [IN mode MODE] [NOWAIT]. */
    record LockTable(List<LockTarget> targets, org.lanin.engine.lock.LockMode mode, boolean noWait)
            implements DdlStatement { }

    /**
     * CREATE TABLE name [(columns)] AS query [WITH [NO] DATA]; {@code columns} name the first
     * output columns (maybe none), {@code query} is the query's text.
     */
    /** CREATE UNLOGGED TABLE: a table whose rows skip the write-ahead log of a file database. */
    record CreateUnlogged(CreateTable table) implements DdlStatement { }

    record CreateTableAs(String name, boolean ifNotExists, List<String> columns, String query, boolean withData,
                         List<String> reloptions)
            implements DdlStatement {
        public CreateTableAs(String name, boolean ifNotExists, List<String> columns, String query, boolean withData) {
            this(name, ifNotExists, columns, query, withData, null);
        }

        /** The same statement creating another name (a temporary table's key in its session's schema). */
        public CreateTableAs named(String key) {
            return new CreateTableAs(key, ifNotExists, columns, query, withData, reloptions);
        }
    }

    /**
     * {@code opclasses}: per column the operator class named, or null for the type's default;
     * {@code exprs}: per key column the expression's text, or null for a plain column (whose name is
     * then in {@code columns}; for an expression {@code columns} holds the name PostgreSQL derives
     * the index's name from); {@code where}: a partial index's predicate text, or null; {@code method}:
     * the USING access method as written (lower case), null for the default (btree); {@code options}:
     * per key column its ASC/DESC and NULLS FIRST/LAST as pg_index.indoption bits, or null when every
     * column is ASC NULLS LAST; {@code storage}: the WITH (...) storage parameters as written, null for
     * none (validated for the access method by the executor); {@code keyColumns}: how many of
     * {@code columns} are key columns when INCLUDE (...) added the rest, 0 when there is no INCLUDE;
     * {@code only}: ON ONLY, a partitioned table's index made without its partitions' (pg_dump's form,
     * their indexes attached after by ALTER INDEX ... ATTACH PARTITION).
     */
    record CreateIndex(String name, String table, boolean unique, boolean ifNotExists, List<String> columns,
                       List<String> opclasses, boolean concurrently, List<String> exprs, String where, String method,
                       List<Integer> options, List<StorageParameters.Param> storage, boolean nullsNotDistinct,
                       int keyColumns, boolean only)
            implements DdlStatement {
        public CreateIndex(String name, String table, boolean unique, boolean ifNotExists, List<String> columns,
                           List<String> opclasses, boolean concurrently, List<String> exprs, String where,
                           String method, List<Integer> options) {
            this(name, table, unique, ifNotExists, columns, opclasses, concurrently, exprs, where, method, options, null, false, 0,
                    false);
        }

        /** The options as pg_index.indoption, or null. */
        int[] indoption() {
            return options == null ? null : options.stream().mapToInt(Integer::intValue).toArray();
        }

        public CreateIndex(String name, String table, boolean unique, boolean ifNotExists, List<String> columns,
                           List<String> opclasses, boolean concurrently, List<String> exprs, String where,
                           String method) {
            this(name, table, unique, ifNotExists, columns, opclasses, concurrently, exprs, where, method, null);
        }

        public CreateIndex(String name, String table, boolean unique, boolean ifNotExists, List<String> columns,
                           List<String> opclasses, boolean concurrently, List<String> exprs, String where) {
            this(name, table, unique, ifNotExists, columns, opclasses, concurrently, exprs, where, null, null);
        }

        public CreateIndex(String name, String table, boolean unique, boolean ifNotExists, List<String> columns,
                           List<String> opclasses) {
            this(name, table, unique, ifNotExists, columns, opclasses, false);
        }

        public CreateIndex(String name, String table, boolean unique, boolean ifNotExists, List<String> columns,
                           List<String> opclasses, boolean concurrently) {
            this(name, table, unique, ifNotExists, columns, opclasses, concurrently,
                    java.util.Collections.nCopies(columns.size(), null), null);
        }

        /** Whether the index is partial or has an expression column. */
        public boolean hasExprs() {
            return where != null || exprs.stream().anyMatch(java.util.Objects::nonNull);
        }
    }

    record CreateSequence(String name, boolean ifNotExists, Long start, Long increment, Long minValue, Long maxValue,
                          boolean cycle) implements DdlStatement { }

    /** CONSTRAINT: only COMMENT ON CONSTRAINT name ON table (the table is the name, the constraint the column). */
    enum ObjectKind { TABLE, INDEX, SEQUENCE, VIEW, MATERIALIZED_VIEW, TYPE, DOMAIN, SCHEMA, CONSTRAINT }

    /**
     * CREATE [OR REPLACE] [TEMP] VIEW name [(columns)] AS query; {@code query} is the SELECT's text,
     * {@code temp} whether TEMP was written, {@code writtenSchema} the schema the name was qualified
     * with (null when none: then a view over a temporary relation may become temporary).
     */
    record CreateView(String name, boolean orReplace, List<String> columns, String query, String checkOption,
                      boolean temp, String writtenSchema, List<String> reloptions) implements DdlStatement {
        /** {@code reloptions}: WITH (security_barrier, security_invoker) validated; null for none. */
        public CreateView(String name, boolean orReplace, List<String> columns, String query, String checkOption,
                          boolean temp, String writtenSchema) {
            this(name, orReplace, columns, query, checkOption, temp, writtenSchema, null);
        }

        public CreateView(String name, boolean orReplace, List<String> columns, String query) {
            this(name, orReplace, columns, query, null);
        }

        public CreateView(String name, boolean orReplace, List<String> columns, String query, String checkOption) {
            this(name, orReplace, columns, query, checkOption, false, null);
        }
    }

    /** CREATE MATERIALIZED VIEW [IF NOT EXISTS] name [(columns)] AS query [WITH [NO] DATA]. */
    record CreateMatview(String name, boolean ifNotExists, List<String> columns, String query, boolean withData,
                         List<String> reloptions)
            implements DdlStatement {
        /** {@code reloptions}: WITH (storage parameters) validated for a heap; null for none. */
        public CreateMatview(String name, boolean ifNotExists, List<String> columns, String query, boolean withData) {
            this(name, ifNotExists, columns, query, withData, null);
        }
    }

    /** REFRESH MATERIALIZED VIEW [CONCURRENTLY] name [WITH [NO] DATA]. */
    record RefreshMatview(String name, boolean concurrently, boolean withData) implements DdlStatement { }

    /** ALTER VIEW [IF EXISTS] name ALTER [COLUMN] column SET DEFAULT expr | DROP DEFAULT (sql null). */
    record AlterViewDefault(String name, boolean ifExists, String column, String sql) implements DdlStatement { }

    /** DROP MATERIALIZED VIEW [IF EXISTS] name [, ...] [CASCADE | RESTRICT]. */
    record DropMatview(List<String> names, boolean ifExists, boolean cascade) implements DdlStatement { }

    /** ALTER MATERIALIZED VIEW ...: the relation-level statement it runs as, under its own command tag. */
    record AlterMatview(DdlStatement action) implements DdlStatement { }

    record Drop(ObjectKind kind, List<String> names, boolean ifExists, boolean cascade, boolean concurrently)
            implements DdlStatement {
        public Drop(ObjectKind kind, List<String> names, boolean ifExists, boolean cascade) {
            this(kind, names, ifExists, cascade, false);
        }
    }

    /** {@code only}: per table, whether ONLY was written before it (its inheritance children are left alone). */
    record Truncate(List<String> tables, List<Boolean> only, boolean restartIdentity, boolean cascade)
            implements DdlStatement {
        public Truncate(List<String> tables, boolean restartIdentity, boolean cascade) {
            this(tables, java.util.Collections.nCopies(tables.size(), false), restartIdentity, cascade);
        }

        public Truncate(List<String> tables, boolean restartIdentity) {
            this(tables, restartIdentity, false);
        }
    }

    sealed interface AlterAction permits AddColumn, DropColumn, AddConstraint, SetDefault, SetNotNull, DropConstraint,
            AttachPartition, DetachPartition, RenameColumn, RenameConstraint, AlterColumnType, AlterIdentity, Inherit,
            AlterConstraint, ValidateConstraint, SetStorage, ColumnStatistics, ReplicaIdentity, Unchanged {
    }

    /** SET WITHOUT OIDS, SET TABLESPACE pg_default, SET ACCESS METHOD heap: what the table already is. */
    record Unchanged() implements AlterAction { }

    /** REPLICA IDENTITY DEFAULT | FULL | NOTHING | USING INDEX index: {@code mode} d, f, n or i. */
    record ReplicaIdentity(char mode, String index) implements AlterAction { }

    /**
     * ALTER [COLUMN] c SET STATISTICS n ({@code storage} null) or SET STORAGE mode ({@code target}
     * null): the mode as written, folded.
     */
    record ColumnStatistics(String column, Integer target, String storage) implements AlterAction { }

    /** SET (storage parameters) or RESET (names) of ALTER TABLE; {@code reset}: the second. */
    record SetStorage(List<StorageParameters.Param> params, boolean reset) implements AlterAction { }

    /** CREATE EXTENSION [IF NOT EXISTS] name [WITH] [SCHEMA s] [VERSION v] [CASCADE]; {@code schema} resolved. */
    record CreateExtension(String name, boolean ifNotExists, String schema, String version) implements DdlStatement { }

    /** One option of CREATE / ALTER ROLE ({@link RoleDdl}): a lower-case key and its value. */
    record RoleOption(String key, Object value) { }

    /** CREATE ROLE | USER | GROUP name [[WITH] option ...]; {@code user}: CREATE USER (LOGIN by default). */
    record CreateRole(String name, boolean user, List<RoleOption> options) implements DdlStatement { }

    /**
     * ALTER ROLE | USER name [WITH] option ..., or RENAME TO {@code newName}; ALTER GROUP name ADD | DROP
     * USER is {@code members} (added when {@code add}).
     */
    record AlterRole(String name, List<RoleOption> options, String newName, List<String> members, boolean add)
            implements DdlStatement { }

    /** DROP ROLE | USER | GROUP [IF EXISTS] name [, ...]. */
    record DropRole(List<String> names, boolean ifExists) implements DdlStatement { }

    /** DROP EXTENSION [IF EXISTS] name [, ...] [CASCADE | RESTRICT]. */
    record DropExtension(List<String> names, boolean ifExists, boolean cascade) implements DdlStatement { }

    /** REINDEX {@code kind} (index, table, schema, database, system) [name]. */
    /** REINDEX [(options)] kind [CONCURRENTLY] name ({@link ReindexExecutor}). */
    record Reindex(String kind, String name, boolean concurrently) implements DdlStatement { }

    /** ALTER VIEW [IF EXISTS] name SET (options) | RESET (names). */
    record AlterViewStorage(String name, boolean ifExists, SetStorage change) implements DdlStatement { }

    /** ALTER INDEX [IF EXISTS] name SET (storage parameters) | RESET (names). */
    record AlterIndexStorage(String name, boolean ifExists, SetStorage change) implements DdlStatement { }

    /** ALTER INDEX parent ATTACH PARTITION child ({@link PartitionIndexes#attach}). */
    record AttachIndex(String parent, String child) implements DdlStatement { }

    /** VALIDATE CONSTRAINT name: checks the rows a NOT VALID CHECK or FOREIGN KEY let stand, then marks it valid. */
    record ValidateConstraint(String name) implements AlterAction { }

    /** ALTER CONSTRAINT name [NOT] DEFERRABLE [INITIALLY ...]: {@code deferral} as ForeignKeyDef#deferral. */
    record AlterConstraint(String name, String deferral) implements AlterAction { }

    /** {@code INHERIT parent}, or {@code NO INHERIT parent} when {@code no}. */
    record Inherit(String parent, boolean no) implements AlterAction { }

    /**
     * ALTER COLUMN c on identity: {@code ADD GENERATED ... AS IDENTITY [(options)]}, {@code DROP IDENTITY
     * [IF EXISTS]}, or {@code SET GENERATED ALWAYS | BY DEFAULT} / {@code SET option} / {@code RESTART [WITH n]}
     * ({@code ALTER}); {@code generated} 'a' or 'd', or 0 to leave it; {@code options} the sequence's, or null.
     */
    record AlterIdentity(String column, IdentityOp op, char generated, AlterSequence options, boolean ifExists)
            implements AlterAction { }

    enum IdentityOp { ADD, DROP, ALTER }

    record AddColumn(ColumnSpec column, boolean ifNotExists) implements AlterAction { }

    record DropColumn(String name, boolean ifExists, boolean cascade) implements AlterAction {
        public DropColumn(String name, boolean ifExists) {
            this(name, ifExists, false);
        }
    }

    /** ADD table_constraint [NOT VALID]: {@code notValid} skips checking the rows already there (CHECK, FOREIGN KEY). */
    record AddConstraint(TableConstraint constraint, boolean notValid) implements AlterAction {
        public AddConstraint(TableConstraint constraint) {
            this(constraint, false);
        }
    }

    record DropConstraint(String name, boolean ifExists) implements AlterAction { }

    /** ALTER COLUMN SET DEFAULT expr / DROP DEFAULT (sql null). */
    record SetDefault(String column, String sql) implements AlterAction { }

    record SetNotNull(String column, boolean notNull) implements AlterAction { }

    record AttachPartition(String partition, BoundSpec bound) implements AlterAction { }

    record DetachPartition(String partition) implements AlterAction { }

    /** ALTER [COLUMN] c [SET DATA] TYPE t [USING expr]; {@code usingSql} null without USING. */
    record AlterColumnType(String column, String typeName, String usingSql) implements AlterAction { }

    /** RENAME [COLUMN] from TO to (also ALTER VIEW ... RENAME COLUMN). */
    record RenameColumn(String from, String to) implements AlterAction { }

    record RenameConstraint(String from, String to) implements AlterAction { }

    /**
     * ALTER TABLE|INDEX|SEQUENCE|VIEW [IF EXISTS] name RENAME TO newName; {@code kind} is the
     * statement's word (PostgreSQL lets ALTER TABLE rename any relation, and checks the others).
     */
    record RenameRelation(ObjectKind kind, String name, boolean ifExists, String newName) implements DdlStatement { }

    /**
     * ALTER SEQUENCE: each option null when not given; {@code restart} with {@code restartWith} null
     * restarts at the start value; {@code noMin}/{@code noMax} restore the defaults; {@code ownedBy}
     * is "table.column", "" for NONE, null when not given.
     */
    record AlterSequence(String name, boolean ifExists, Long increment, Long minValue, boolean noMin, Long maxValue,
                         boolean noMax, Long start, boolean restart, Long restartWith, Boolean cycle, String ownedBy)
            implements DdlStatement { }

    /** ALTER TABLE|SEQUENCE|VIEW|INDEX|TYPE|DOMAIN name OWNER TO role: accepted, Lanin has no roles to record. */
    record AlterOwner(ObjectKind kind, String name, boolean ifExists) implements DdlStatement { }

    /** A statement accepted without effect (CREATE OR REPLACE LANGUAGE plpgsql, ...); {@code tag} is its command tag. */
    record NoEffect(String tag) implements DdlStatement { }

    /** COMMENT ON kind name IS text; {@code column} for COMMENT ON COLUMN (name is then the relation); text null for IS NULL. */
    record CommentOn(ObjectKind kind, String name, String column, String text) implements DdlStatement { }

    /** CREATE TYPE name AS ENUM (labels). */
    record CreateEnum(String name, List<String> labels) implements DdlStatement { }

    /** CREATE DOMAIN name [AS] type [DEFAULT e] [[CONSTRAINT n] NOT NULL | NULL | CHECK (e)]...; checks' sql uses VALUE. */
    record CreateDomain(String name, String typeName, String defaultSql, boolean notNull,
                        List<org.lanin.engine.catalog.CheckDef> checks) implements DdlStatement { }

    /** DROP TYPE / DROP DOMAIN [IF EXISTS] names [CASCADE]. */
    record DropType(List<String> names, boolean ifExists, boolean cascade, boolean domain) implements DdlStatement { }

    /**
     * ALTER TYPE name ADD VALUE [IF NOT EXISTS] label [BEFORE|AFTER neighbour] ({@code from} null), or
     * RENAME VALUE from TO label.
     */
    record AlterEnum(String name, String label, boolean ifNotExists, String neighbour, boolean before, String from)
            implements DdlStatement { }

    /** {@code only}: ALTER TABLE ONLY (read by ALTER COLUMN TYPE, which refuses it on a table with children). */
    record AlterTable(String table, boolean ifExists, List<AlterAction> actions, boolean only) implements DdlStatement {
        AlterTable(String table, boolean ifExists, List<AlterAction> actions) {
            this(table, ifExists, actions, false);
        }
    }

    /** CREATE SCHEMA [IF NOT EXISTS] name [AUTHORIZATION role] | CREATE SCHEMA AUTHORIZATION role. */
    /** {@code elements}: the schema elements' statements, in the order they run ({@link SchemaElements}). */
    record CreateSchema(String name, String owner, boolean ifNotExists, List<String> elements) implements DdlStatement { }

    /** DROP SCHEMA [IF EXISTS] name [, ...] [CASCADE | RESTRICT]. */
    record DropSchema(List<String> names, boolean ifExists, boolean cascade) implements DdlStatement { }

    /** ALTER SCHEMA name RENAME TO new | OWNER TO role (one of the two is null). */
    record AlterSchema(String name, String newName, String newOwner) implements DdlStatement { }

    /** ALTER TABLE|VIEW|SEQUENCE [IF EXISTS] name SET SCHEMA schema. */
    record SetSchema(ObjectKind kind, String name, boolean ifExists, String schema) implements DdlStatement { }

    /**
     * GRANT / REVOKE privileges ON objects TO|FROM roles ({@link GrantParser}): {@code target} is
     * table, sequence, schema, database, function or role (membership); objects are catalog keys for
     * relations, names otherwise; {@code allInSchema}: ALL TABLES|SEQUENCES|FUNCTIONS IN SCHEMA.
     */
    record Grant(boolean grant, List<String> privileges, String target, boolean allInSchema, List<String> objects,
                 List<String> roles, boolean withGrantOption) implements DdlStatement { }

    /**
     * CREATE TEMP|TEMPORARY TABLE ({@link TempTableDdl}): {@code table} is a CreateTable or
     * CreateTableAs named as written; {@code onCommit} is "preserve rows", "delete rows" or "drop".
     */
    record CreateTemp(DdlStatement table, String onCommit) implements DdlStatement { }

    /** CREATE TABLE (LIKE ... INCLUDING INDEXES): the table, then the copied indexes' CREATE INDEX statements. */
    record CreateTableLike(CreateTable table, List<String> indexSql) implements DdlStatement { }
}
