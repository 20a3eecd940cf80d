package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.lanin.engine.catalog.FkAction;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlLexer.Token;
import org.lanin.planner.ddl.DdlStatement.*;

/** CREATE TABLE name (column definitions and table constraints), and CREATE TABLE ... AS query. */
final class CreateTableParser {
    private static final Set<String> COLUMN_KEYWORDS = Set.of("not", "null", "default", "primary", "unique", "check",
            "references", "constraint", "generated", "collate", "using");

    private final DdlParser p;
    /** CREATE TABLE ... AS: the storage parameters written before AS, validated; null for none. */
    private List<String> asStorage;

    CreateTableParser(DdlParser p) {
        this.p = p;
    }

    DdlStatement parse() {
        boolean ifNotExists = p.ifNotExists();
        String name = p.creationName();
        List<String> asColumns = asColumnNames();
        if (asColumns != null) {
            return createAs(name, ifNotExists, asColumns);
        }
        if (p.peekWord("of")) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "this form of CREATE TABLE");
        }
        if (p.acceptWord("partition")) {
            return partitionOf(name, ifNotExists);
        }
        p.expect("(");
        List<ColumnSpec> columns = new ArrayList<>();
        List<TableConstraint> constraints = new ArrayList<>();
        List<String> likeIndexes = new ArrayList<>();
        if (!p.peekSymbol(")")) {
            do {
                if (p.acceptWord("like")) {
                    LikeClause.parse(p, name, columns, constraints, likeIndexes);
                } else if (startsConstraint()) {
                    constraints.add(tableConstraint(p));
                    if (constraints.get(constraints.size() - 1).usingIndex() != null) {
                        throw LaninException.of(UsingIndexMsg.IN_CREATE_TABLE);
                    }
                } else {
                    columns.add(column(p));
                }
            } while (p.accept(","));
        }
        p.expect(")");
        List<String> inherits = new ArrayList<>();
        if (p.acceptWord("inherits")) {
            p.expect("(");
            do {
                inherits.add(p.qualifiedName());
            } while (p.accept(","));
            p.expect(")");
        }
        PartitionBy partitionBy = partitionBy();
        List<String> reloptions = storage(partitionBy == null ? StorageParameters.Kind.HEAP : StorageParameters.Kind.PARTITIONED);
        CreateTable table = new CreateTable(name, ifNotExists, columns, constraints, null, null, partitionBy, inherits,
                reloptions);
        return likeIndexes.isEmpty() ? table : new DdlStatement.CreateTableLike(table, likeIndexes);
    }

    /**
     * After the definition: [USING heap] [WITH (storage parameters) | WITHOUT OIDS] [TABLESPACE
     * pg_default], returning the parameters validated for {@code kind} (null for none).
     */
    private List<String> storage(StorageParameters.Kind kind) {
        if (p.acceptWord("using")) {
            tableAccessMethod(p);
        }
        List<String> reloptions = null;
        if (p.acceptWord("without")) {
            p.expectWord("oids");
        } else {
            List<StorageParameters.Param> params = StorageParameters.parseWith(p);
            reloptions = StorageParameters.create(kind, params);
        }
        tablespace(p);
        return reloptions;
    }

    /** A table access method's name: heap, the one there is (PostgreSQL's errors for any other). */
    static void tableAccessMethod(DdlParser p) {
        String method = p.name();
        if (!method.equals("heap")) {
            throw LaninException.of(Set.of("btree", "hash", "gist", "gin", "spgist", "brin").contains(method)
                    ? StorageParameterMsg.NOT_TABLE_METHOD : StorageParameterMsg.NO_ACCESS_METHOD, method);
        }
    }

    /** [TABLESPACE name]: the one tablespace there is, pg_default (PostgreSQL's 42704 for any other). */
    static void tablespace(DdlParser p) {
        if (p.acceptWord("tablespace")) {
            String name = p.name();
            if (!name.equals("pg_default")) {
                throw LaninException.of(StorageParameterMsg.NO_TABLESPACE, name);
            }
        }
    }

    /**
     * For CREATE TABLE name [(names)] [storage clauses] AS: the names (maybe none); null when this is
     * no AS form. The storage clauses' parameters go to {@link #asStorage}.
     */
    private List<String> asColumnNames() {
        int mark = p.mark();
        if (p.peekWord("with") || p.peekWord("using") || p.peekWord("without") || p.peekWord("tablespace")) {
            asStorage = storage(StorageParameters.Kind.HEAP);
            if (p.acceptWord("as")) {
                return List.of();
            }
            p.reset(mark);
            asStorage = null;
            return null;
        }
        if (p.acceptWord("as")) {
            return List.of();
        }
        if (p.accept("(")) {
            List<String> names = new ArrayList<>();
            Token k = p.peek();
            while (k != null && (k.kind() == DdlLexer.Kind.WORD || k.kind() == DdlLexer.Kind.QUOTED)) {
                names.add(p.name());
                if (!p.accept(",")) {
                    break;
                }
                k = p.peek();
            }
            if (p.accept(")")) {
                int afterNames = p.mark();
                if (p.peekWord("with") || p.peekWord("using") || p.peekWord("without") || p.peekWord("tablespace")) {
                    asStorage = storage(StorageParameters.Kind.HEAP);
                }
                if (p.acceptWord("as")) {
                    return names;
                }
                p.reset(afterNames);
                asStorage = null;
            }
            p.reset(mark);
        }
        return null;
    }

    /** CREATE TABLE name [(names)] AS query [WITH [NO] DATA]. */
    private DdlStatement createAs(String name, boolean ifNotExists, List<String> columns) {
        boolean[] noData = new boolean[1];
        boolean[] withData = new boolean[1];
        int mark = p.mark();
        String query = p.restOfStatement(List.of("with", "no", "data"), noData);
        if (!noData[0]) {
            p.reset(mark);
            query = p.restOfStatement(List.of("with", "data"), withData);
        }
        if (query.isEmpty()) {
            throw p.error();
        }
        return new CreateTableAs(name, ifNotExists, columns, query, !noData[0], asStorage);
    }

    /**
     * CREATE TABLE name PARTITION OF parent [(column [WITH OPTIONS] options | table constraint, ...)]
     * FOR VALUES ... | DEFAULT [PARTITION BY ...]; a column's options come back as a {@link ColumnSpec}
     * without a type.
     */
    private DdlStatement partitionOf(String name, boolean ifNotExists) {
        p.expectWord("of");
        String parent = p.qualifiedName();
        List<TableConstraint> constraints = new ArrayList<>();
        List<ColumnSpec> options = new ArrayList<>();
        if (p.accept("(")) {
            do {
                if (startsConstraint()) {
                    constraints.add(tableConstraint(p));
                    continue;
                }
                String column = p.name();
                if (p.acceptWord("with")) {
                    p.expectWord("options");
                }
                options.add(columnOptions(p, column, null));
            } while (p.accept(","));
            p.expect(")");
        }
        BoundSpec bound = PartitionClauseParser.bound(p);
        PartitionBy partitionBy = partitionBy();
        List<String> reloptions = storage(partitionBy == null ? StorageParameters.Kind.HEAP : StorageParameters.Kind.PARTITIONED);
        return new CreateTable(name, ifNotExists, options, constraints, parent, bound, partitionBy, null, reloptions);
    }

    private PartitionBy partitionBy() {
        if (!p.acceptWord("partition")) {
            return null;
        }
        p.expectWord("by");
        return PartitionClauseParser.partitionBy(p);
    }

    private boolean startsConstraint() {
        return p.peekWord("constraint") || p.peekWord("primary") || p.peekWord("unique") || p.peekWord("check")
                || p.peekWord("foreign") || p.peekWord("exclude");
    }

    /** USING INDEX name of ADD CONSTRAINT: the index's name, or null (nothing consumed). */
    private static String usingIndex(DdlParser p) {
        int mark = p.mark();
        if (p.acceptWord("using") && p.acceptWord("index") && !p.peekWord("tablespace")) {
            return p.name();
        }
        p.reset(mark);
        return null;
    }

    /** A constraint index's [WITH (storage parameters)] [USING INDEX TABLESPACE pg_default]: the parameters, or null. */
    private static List<StorageParameters.Param> indexStorage(DdlParser p) {
        List<StorageParameters.Param> storage = StorageParameters.parseWith(p);
        int mark = p.mark();
        if (p.acceptWord("using")) {
            if (!p.acceptWord("index")) {
                p.reset(mark);
                return storage;
            }
            p.expectWord("tablespace");
            p.reset(p.mark() - 1); // at TABLESPACE
            tablespace(p);
        }
        return storage;
    }

    /** [NULLS [NOT] DISTINCT] of a UNIQUE constraint or index (PostgreSQL 15): true for NOT DISTINCT. */
    static boolean nullsNotDistinct(DdlParser p) {
        int mark = p.mark();
        if (!p.acceptWord("nulls")) {
            return false;
        }
        boolean not = p.acceptWord("not");
        if (!p.acceptWord("distinct")) {
            p.reset(mark); // NULLS FIRST / LAST belong to someone else
            return false;
        }
        return not;
    }

    static TableConstraint tableConstraint(DdlParser p) {
        String cname = p.acceptWord("constraint") ? p.name() : null;
        if (p.acceptWord("primary")) {
            p.expectWord("key");
            String using = usingIndex(p);
            if (using != null) {
                ConstraintTiming.notDeferrable(p, "PRIMARY KEY");
                return new TableConstraint(cname, ConstraintKind.PRIMARY_KEY, List.of(), null, null, false, null, null, using);
            }
            List<String> cols = p.nameList();
            List<String> include = p.acceptWord("include") ? p.nameList() : null;
            List<StorageParameters.Param> storage = indexStorage(p);
            return new TableConstraint(cname, ConstraintKind.PRIMARY_KEY, cols, null, null, false, include, storage, null,
                    ConstraintTiming.parse(p));
        }
        if (p.acceptWord("unique")) {
            String using = usingIndex(p);
            if (using != null) {
                ConstraintTiming.notDeferrable(p, "UNIQUE");
                return new TableConstraint(cname, ConstraintKind.UNIQUE, List.of(), null, null, false, null, null, using);
            }
            boolean nullsNotDistinct = nullsNotDistinct(p);
            List<String> cols = p.nameList();
            List<String> include = p.acceptWord("include") ? p.nameList() : null;
            List<StorageParameters.Param> storage = indexStorage(p);
            return new TableConstraint(cname, ConstraintKind.UNIQUE, cols, null, null, nullsNotDistinct, include, storage, null,
                    ConstraintTiming.parse(p));
        }
        if (p.acceptWord("check")) {
            String expr = p.parenthesised();
            ConstraintTiming.check(p);
            return new TableConstraint(cname, ConstraintKind.CHECK, List.of(), expr, null);
        }
        if (p.acceptWord("foreign")) {
            p.expectWord("key");
            List<String> cols = p.nameList();
            p.expectWord("references");
            return new TableConstraint(cname, ConstraintKind.FOREIGN_KEY, cols, null, reference(p, cname));
        }
        throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "constraint " + (p.peek() == null ? "" : p.peek().text()));
    }

    static Reference reference(DdlParser p, String constraintName) {
        String table = p.qualifiedName();
        List<String> cols = p.peekSymbol("(") ? p.nameList() : List.of();
        FkAction onDelete = FkAction.NO_ACTION;
        FkAction onUpdate = FkAction.NO_ACTION;
        boolean matchFull = false;
        while (true) {
            if (p.acceptWord("match")) {
                if (p.acceptWord("partial")) {
                    throw LaninException.of(PlannerMsg.MATCH_PARTIAL);
                }
                matchFull = p.acceptWord("full");
                if (!matchFull) {
                    p.expectWord("simple");
                }
            } else if (p.acceptWord("on")) {
                boolean delete = p.acceptWord("delete");
                if (!delete) {
                    p.expectWord("update");
                }
                FkAction action = action(p);
                if (delete) {
                    onDelete = action;
                } else {
                    onUpdate = action;
                }
            } else {
                break;
            }
        }
        return new Reference(constraintName, table, cols, onDelete, onUpdate, matchFull, ConstraintTiming.parse(p));
    }

    private static FkAction action(DdlParser p) {
        if (p.acceptWord("set")) {
            FkAction a = p.acceptWord("null") ? FkAction.SET_NULL : null;
            if (a == null) {
                p.expectWord("default");
                a = FkAction.SET_DEFAULT;
            }
            if (p.peekSymbol("(")) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "a column list in ON DELETE SET NULL / SET DEFAULT");
            }
            return a;
        }
        if (p.acceptWord("no")) {
            p.expectWord("action");
            return FkAction.NO_ACTION;
        }
        if (p.acceptWord("cascade")) {
            return FkAction.CASCADE;
        }
        if (p.acceptWord("restrict")) {
            return FkAction.RESTRICT;
        }
        throw p.error();
    }

    static ColumnSpec column(DdlParser p) {
        String name = p.name();
        return columnOptions(p, name, typeName(p));
    }

    /** A column's constraints, default, identity and generation after its name and type ({@code type} null: none). */
    private static ColumnSpec columnOptions(DdlParser p, String name, String type) {
        boolean serial = type != null && org.lanin.planner.bind.TypeNames.isSerial(type);
        boolean notNull = false;
        boolean pk = false;
        boolean unique = false;
        boolean uniqueNullsNotDistinct = false;
        String def = null;
        String check = null;
        char identity = 0;
        AlterSequence identityOptions = null;
        Reference ref = null;
        String constraintName = null;
        String pkName = null;
        String uniqueName = null;
        String pkDeferral = null;
        String uniqueDeferral = null;
        String checkName = null;
        String generated = null;
        ColumnClauses clauses = new ColumnClauses();
        if (serial) {
            clauses.sawDefault(); // serial is a nextval() DEFAULT (transformColumnDefinition adds it first)
        }
        while (true) {
            if (p.acceptWord("constraint")) {
                constraintName = p.name();
                continue;
            } else if (p.acceptWord("not")) {
                if (p.peekWord("deferrable")) {
                    throw ConstraintTiming.misplaced(p, true);
                }
                p.expectWord("null");
                notNull = true;
            } else if (p.peekWord("deferrable") || p.peekWord("initially")) {
                throw ConstraintTiming.misplaced(p, false); // transformConstraintAttrs
            } else if (p.acceptWord("null")) {
                notNull = false;
            } else if (p.acceptWord("default")) {
                clauses.sawDefault();
                def = p.sequencesBound(p.expressionText(k -> k.kind() == DdlLexer.Kind.WORD && COLUMN_KEYWORDS.contains(k.text())));
            } else if (p.acceptWord("primary")) {
                p.expectWord("key");
                pk = true;
                pkName = constraintName;
                pkDeferral = ConstraintTiming.parse(p);
            } else if (p.acceptWord("unique")) {
                unique = true;
                uniqueName = constraintName;
                uniqueNullsNotDistinct = nullsNotDistinct(p);
                uniqueDeferral = ConstraintTiming.parse(p);
            } else if (p.acceptWord("check")) {
                check = p.parenthesised();
                checkName = constraintName;
                if (p.peekWord("deferrable") || p.peekWord("initially")) {
                    throw ConstraintTiming.misplaced(p, false); // a column CHECK takes no timing clause
                }
            } else if (p.acceptWord("references")) {
                ref = reference(p, constraintName);
            } else if (p.acceptWord("collate")) {
                p.name();
            } else if (p.acceptWord("generated")) {
                char kind = p.acceptWord("always") ? 'a' : 'd';
                if (kind == 'd') {
                    p.expectWord("by");
                    p.expectWord("default");
                }
                p.expectWord("as");
                if (kind == 'a' && p.peekSymbol("(")) {
                    clauses.sawGenerated();
                    generated = p.parenthesised();
                    p.expectWord("stored");
                    continue;
                }
                if (!p.acceptWord("identity")) {
                    throw p.error();
                }
                clauses.sawIdentity();
                identity = kind;
                identityOptions = AlterSequenceParser.identityOptions(p);
                notNull = true;
            } else {
                break;
            }
        }
        return new ColumnSpec(name, type, serial, notNull || pk, def, pk, unique, check, identity, identityOptions, ref,
                generated, clauses.conflict(), uniqueNullsNotDistinct,
                pkName == null && uniqueName == null && checkName == null && pkDeferral == null && uniqueDeferral == null ? null
                        : new ColumnConstraintNames(pkName, uniqueName, checkName, pkDeferral, uniqueDeferral));
    }

    /**
     * A schema-qualified or double-quoted type name (a user type: enum or domain), folded as an
     * identifier; null (nothing consumed) for a built-in spelling.
     */
    private static String userTypeName(DdlParser p) {
        int mark = p.mark();
        Token first = p.peek();
        if (first == null || (first.kind() != DdlLexer.Kind.WORD && first.kind() != DdlLexer.Kind.QUOTED)) {
            return null;
        }
        p.next();
        if (p.accept(".")) {
            p.reset(mark);
            return p.qualifiedName();
        }
        if (first.kind() == DdlLexer.Kind.QUOTED) {
            // kept quoted: "char" is PostgreSQL's one-byte type, char is char(1); [] may follow
            return "\"" + first.text().replace("\"", "\"\"") + "\"";
        }
        p.reset(mark);
        return null;
    }

    /** A type spelling, e.g. "character varying(20)", "double precision", "timestamp with time zone", "s.mood[]". */
    static String typeName(DdlParser p) {
        String user = userTypeName(p); // [] may follow it too: s.mood[]
        StringBuilder b = new StringBuilder(user == null ? "" : user);
        if (user != null && p.peekSymbol("(")) {
            b.append(p.parenthesisedRaw()); // pg_catalog.varchar(20), pg_catalog.numeric(10, 2)
        }
        while (user == null && p.peek() != null && p.peek().kind() == DdlLexer.Kind.WORD
                && !COLUMN_KEYWORDS.contains(p.peek().text())) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(p.next().text());
            if (p.peekSymbol("(")) {
                b.append(p.parenthesisedRaw());
            }
            if (b.toString().equals("timestamp") || b.toString().equals("time") || b.toString().endsWith(")")) {
                continue;
            }
        }
        if (b.length() == 0) {
            Token k = p.peek();
            throw k != null && k.kind() == DdlLexer.Kind.QUOTED ? LaninException.of(PlannerMsg.UNKNOWN_TYPE, k.text()) : p.error();
        }
        while (p.accept("[")) { // int[], int[3][]: PostgreSQL ignores the sizes and the number of dimensions
            if (p.peek() != null && p.peek().kind() == DdlLexer.Kind.NUMBER) {
                p.next();
            }
            p.expect("]");
            b.append("[]");
        }
        return b.toString();
    }
}
