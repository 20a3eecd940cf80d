package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlStatement.*;

/** ALTER TABLE [IF EXISTS] name action [, action ...]. */
final class AlterTableParser {
    private final DdlParser p;

    AlterTableParser(DdlParser p) {
        this.p = p;
    }

    DdlStatement parse() {
        boolean ifExists = p.ifExists();
        boolean only = p.acceptWord("only");
        String table = p.qualifiedName();
        if (p.acceptWord("rename")) {
            return rename(ObjectKind.TABLE, table, ifExists);
        }
        if (p.acceptWord("owner")) {
            return owner(p, ObjectKind.TABLE, table, ifExists);
        }
        DdlStatement moved = SchemaParser.setSchema(p, ObjectKind.TABLE, table, ifExists);
        if (moved != null) {
            return moved;
        }
        List<AlterAction> actions = new ArrayList<>();
        do {
            actions.add(action());
        } while (p.accept(","));
        return new AlterTable(table, ifExists, actions, only);
    }

    /**
     * After {@code RENAME}: TO name, [COLUMN] a TO b, or CONSTRAINT a TO b (each alone in its
     * statement, as PostgreSQL's grammar has it).
     */
    DdlStatement rename(ObjectKind kind, String name, boolean ifExists) {
        if (p.acceptWord("to")) {
            // the object stays in its schema
            return new RenameRelation(kind, name, ifExists, org.lanin.engine.catalog.Namespace.key(
                    org.lanin.engine.catalog.Namespace.schemaOf(name), p.name()));
        }
        if (kind != ObjectKind.TABLE && kind != ObjectKind.VIEW) {
            throw p.error();
        }
        boolean constraint = kind == ObjectKind.TABLE && p.acceptWord("constraint");
        if (!constraint) {
            p.acceptWord("column");
        }
        String from = p.name();
        p.expectWord("to");
        String to = p.name();
        AlterAction a = constraint ? new RenameConstraint(from, to) : new RenameColumn(from, to);
        return new AlterTable(name, ifExists, List.of(a));
    }

    /** After OWNER: TO role (a name, CURRENT_USER, CURRENT_ROLE or SESSION_USER). */
    static DdlStatement owner(DdlParser p, ObjectKind kind, String name, boolean ifExists) {
        p.expectWord("to");
        p.name();
        return new AlterOwner(kind, name, ifExists);
    }

    private AlterAction action() {
        SetStorage storage = setStorage(p);
        if (storage != null) {
            return storage;
        }
        AlterAction physical = physicalSetting(p);
        if (physical != null) {
            return physical;
        }
        if (p.acceptWord("replica")) {
            p.expectWord("identity");
            if (p.acceptWord("using")) {
                p.expectWord("index");
                return new DdlStatement.ReplicaIdentity('i', p.name());
            }
            char mode = p.acceptWord("full") ? 'f' : p.acceptWord("nothing") ? 'n' : 0;
            if (mode == 0) {
                p.expectWord("default");
                mode = 'd';
            }
            return new DdlStatement.ReplicaIdentity(mode, null);
        }
        if (p.peekWord("cluster")) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "ALTER TABLE ... CLUSTER ON");
        }
        if (p.acceptWord("attach")) {
            p.expectWord("partition");
            String name = p.qualifiedName();
            return new AttachPartition(name, PartitionClauseParser.bound(p));
        }
        if (p.acceptWord("detach")) {
            p.expectWord("partition");
            String name = p.qualifiedName();
            if (!p.acceptWord("concurrently")) {
                p.acceptWord("finalize");
            }
            return new DetachPartition(name);
        }
        if (p.acceptWord("validate")) {
            p.expectWord("constraint");
            return new DdlStatement.ValidateConstraint(p.name());
        }
        if (p.acceptWord("inherit")) {
            return new Inherit(p.qualifiedName(), false);
        }
        if (p.acceptWord("no")) {
            p.expectWord("inherit");
            return new Inherit(p.qualifiedName(), true);
        }
        if (p.acceptWord("add")) {
            if (p.peekWord("constraint") || p.peekWord("primary") || p.peekWord("unique") || p.peekWord("check")
                    || p.peekWord("foreign")) {
                DdlStatement.TableConstraint c = CreateTableParser.tableConstraint(p);
                int mark = p.mark();
                if (!(p.acceptWord("not") && p.acceptWord("valid"))) {
                    p.reset(mark);
                    return new AddConstraint(c);
                }
                if (c.kind() != DdlStatement.ConstraintKind.CHECK && c.kind() != DdlStatement.ConstraintKind.FOREIGN_KEY) {
                    throw LaninException.of(ConstraintValidationMsg.KIND_NOT_VALID,
                            c.kind() == DdlStatement.ConstraintKind.PRIMARY_KEY ? "PRIMARY KEY" : "UNIQUE");
                }
                return new AddConstraint(c, true);
            }
            p.acceptWord("column");
            boolean ifNotExists = p.ifNotExists();
            return new AddColumn(CreateTableParser.column(p), ifNotExists);
        }
        if (p.acceptWord("drop")) {
            if (p.acceptWord("constraint")) {
                boolean ifExists = p.ifExists();
                String name = p.name();
                cascade();
                return new DropConstraint(name, ifExists);
            }
            p.acceptWord("column");
            boolean ifExists = p.ifExists();
            String name = p.name();
            return new DropColumn(name, ifExists, cascade());
        }
        if (p.acceptWord("alter")) {
            if (p.acceptWord("constraint")) {
                String name = p.name();
                return new DdlStatement.AlterConstraint(name, ConstraintTiming.parse(p));
            }
            p.acceptWord("column");
            String col = p.name();
            if (p.acceptWord("type") || (p.peekWord("set") && p.mark() >= 0 && setDataType())) {
                String type = CreateTableParser.typeName(p);
                if (p.acceptWord("collate")) {
                    p.name();
                }
                String using = p.acceptWord("using") ? p.expressionText(k -> false) : null;
                return new AlterColumnType(col, type, using);
            }
            if (p.peekWord("restart") || identitySet()) {
                char[] generated = {0};
                DdlStatement.AlterSequence options = AlterSequenceParser.alterColumnOptions(p, generated);
                return new DdlStatement.AlterIdentity(col, DdlStatement.IdentityOp.ALTER, generated[0], options, false);
            }
            if (p.acceptWord("add")) {
                p.expectWord("generated");
                char generated = p.acceptWord("always") ? 'a' : 'd';
                if (generated == 'd') {
                    p.expectWord("by");
                    p.expectWord("default");
                }
                p.expectWord("as");
                p.expectWord("identity");
                return new DdlStatement.AlterIdentity(col, DdlStatement.IdentityOp.ADD, generated,
                        AlterSequenceParser.identityOptions(p), false);
            }
            if (p.acceptWord("set")) {
                if (p.acceptWord("statistics")) {
                    return new DdlStatement.ColumnStatistics(col, (int) p.number(), null);
                }
                if (p.acceptWord("storage")) {
                    return new DdlStatement.ColumnStatistics(col, null, p.name());
                }
                if (p.acceptWord("default")) {
                    return new SetDefault(col, p.expressionText(k -> false));
                }
                p.expectWord("not");
                p.expectWord("null");
                return new SetNotNull(col, true);
            }
            if (p.acceptWord("drop")) {
                if (p.acceptWord("default")) {
                    return new SetDefault(col, null);
                }
                if (p.acceptWord("identity")) {
                    return new DdlStatement.AlterIdentity(col, DdlStatement.IdentityOp.DROP, (char) 0, null, p.ifExists());
                }
                p.expectWord("not");
                p.expectWord("null");
                return new SetNotNull(col, false);
            }
        }
        throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "ALTER TABLE action " + (p.peek() == null ? "" : p.peek().text()));
    }

    /**
     * At SET WITHOUT OIDS, SET TABLESPACE pg_default or SET ACCESS METHOD heap: what the table already
     * has, so nothing changes (as PostgreSQL 15 accepts them); SET LOGGED | UNLOGGED and the CLUSTER
     * settings are 0A000 naming them. Else null, nothing consumed.
     */
    static AlterAction physicalSetting(DdlParser p) {
        int mark = p.mark();
        if (!p.acceptWord("set")) {
            return null;
        }
        if (p.acceptWord("without")) {
            if (p.acceptWord("oids")) {
                return new DdlStatement.Unchanged();
            }
            if (p.peekWord("cluster")) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "ALTER TABLE ... SET WITHOUT CLUSTER");
            }
        } else if (p.peekWord("tablespace")) {
            CreateTableParser.tablespace(p);
            return new DdlStatement.Unchanged();
        } else if (p.acceptWord("access")) {
            p.expectWord("method");
            CreateTableParser.tableAccessMethod(p);
            return new DdlStatement.Unchanged();
        } else if (p.peekWord("logged") || p.peekWord("unlogged")) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "ALTER TABLE ... SET " + p.peek().text().toUpperCase(java.util.Locale.ROOT));
        }
        p.reset(mark);
        return null;
    }

    /** At SET ( or RESET (: the storage parameter change; else null, nothing consumed. */
    static SetStorage setStorage(DdlParser p) {
        int mark = p.mark();
        boolean set = p.acceptWord("set");
        if ((set || p.acceptWord("reset")) && p.peekSymbol("(")) {
            return new SetStorage(StorageParameters.parseList(p, set), !set);
        }
        p.reset(mark);
        return null;
    }

    private static final java.util.Set<String> IDENTITY_SET_WORDS = java.util.Set.of("generated", "increment", "start",
            "minvalue", "maxvalue", "cycle", "no", "cache");

    /** At SET: whether an identity column's option follows (SET GENERATED, SET INCREMENT BY, ...); consumes nothing. */
    private boolean identitySet() {
        int mark = p.mark();
        boolean identity = p.acceptWord("set") && p.peek() != null && IDENTITY_SET_WORDS.contains(p.peek().text());
        p.reset(mark);
        return identity;
    }

    /** At SET: consumes SET DATA TYPE and answers true, or consumes nothing. */
    private boolean setDataType() {
        int mark = p.mark();
        p.acceptWord("set");
        if (p.acceptWord("data")) {
            p.expectWord("type");
            return true;
        }
        p.reset(mark);
        return false;
    }

    private boolean cascade() {
        if (p.acceptWord("cascade")) {
            return true;
        }
        p.acceptWord("restrict");
        return false;
    }
}
