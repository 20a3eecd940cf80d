package org.lanin.planner.ddl;

import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlStatement.CreateTable;
import org.lanin.planner.ddl.DdlStatement.CreateTableAs;
import org.lanin.planner.ddl.DdlStatement.CreateTemp;
import org.lanin.planner.plan.Outcome;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.session.Setting;
import org.lanin.planner.session.TempTables;

/**
 * CREATE [LOCAL|GLOBAL] TEMP|TEMPORARY TABLE ... [ON COMMIT PRESERVE ROWS | DELETE ROWS | DROP], and
 * CREATE TABLE pg_temp.name: the table goes into the session's {@code pg_temp_N} schema (created on
 * first use; {@link TempTables} searches it first, drops it at session end and runs ON COMMIT), and
 * is unlogged in a file database (its rows never reach the log; the table does not outlive the
 * session anyway). Its serial sequences and indexes are created beside it, in the same schema.
 */
final class TempTableDdl {
    private static final String TEMP_ALIAS = "pg_temp";

    private TempTableDdl() {
    }

    /** At CREATE's [LOCAL|GLOBAL] TEMP|TEMPORARY; true when it was there (consumed). */
    static boolean acceptTemp(DdlParser p) {
        int mark = p.mark();
        if (p.acceptWord("local") || p.acceptWord("global")) {
            if (p.acceptWord("temp") || p.acceptWord("temporary")) {
                return true;
            }
            p.reset(mark);
            return false;
        }
        return p.acceptWord("temp") || p.acceptWord("temporary");
    }

    /** True for CREATE TABLE pg_temp.name, which PostgreSQL makes temporary. */
    static boolean namesTemp(DdlStatement table) {
        String name = table instanceof CreateTable c ? c.name() : table instanceof CreateTableAs c ? c.name() : null;
        return name != null && Namespace.schemaOf(name).equals(TEMP_ALIAS);
    }

    /** After the table's definition: the ON COMMIT clause (and a TABLESPACE after it). */
    static DdlStatement finishParse(DdlParser p, DdlStatement table) {
        String onCommit = "preserve rows";
        if (p.acceptWord("on")) {
            p.expectWord("commit");
            if (p.acceptWord("drop")) {
                onCommit = "drop";
            } else if (p.acceptWord("delete")) {
                p.expectWord("rows");
                onCommit = "delete rows";
            } else {
                p.expectWord("preserve");
                p.expectWord("rows");
            }
            CreateTableParser.tablespace(p);
        }
        return new CreateTemp(table, onCommit);
    }

    /** A partition is temporary exactly when its parent is (PostgreSQL's 42809 otherwise). */
    static void checkPartitionOf(String key, String parentKey) {
        boolean temp = isTemp(key);
        if (temp != isTemp(parentKey)) {
            throw LaninException.of(temp ? PlannerMsg.TEMP_PARTITION_OF_PERMANENT : PlannerMsg.PERMANENT_PARTITION_OF_TEMP,
                    Namespace.nameOf(parentKey));
        }
    }

    private static boolean isTemp(String key) {
        return Namespace.schemaOf(key).startsWith("pg_temp_");
    }

    static Outcome create(StatementRuntime rt, CreateTemp ct, String tag) {
        TempTables temp = rt.session().tempTables();
        String schema = temp.schema();
        var catalog = rt.database().catalog();
        catalog.change(edit -> edit.base().namespace(schema) != null ? edit
                : edit.putNamespace(new Namespace(schema, catalog.newOid(), Setting.SESSION_USER)));
        temp.use();
        String key;
        boolean existed;
        Outcome out;
        if (ct.table() instanceof CreateTable c) {
            key = inTemp(c.name(), schema);
            existed = catalog.current().table(key) != null;
            new CreateTableExecutor(rt).run(c.named(key));
            out = Outcome.command(tag);
        } else {
            CreateTableAs c = (CreateTableAs) ct.table();
            key = inTemp(c.name(), schema);
            existed = catalog.current().table(key) != null;
            out = CreateTableAsExecutor.run(rt, c.named(key));
        }
        if (!existed && catalog.current().table(key) != null) {
            rt.database().markUnlogged(key);
            temp.onCommit(key, ct.onCommit());
        }
        return out;
    }

    /**
     * The key in the temporary schema, whatever schema the name resolved to (the parser cannot tell a
     * written schema from the search_path's; PostgreSQL refuses an explicit permanent one with 42P16).
     */
    private static String inTemp(String key, String schema) {
        return Namespace.key(schema, Namespace.nameOf(key));
    }
}
