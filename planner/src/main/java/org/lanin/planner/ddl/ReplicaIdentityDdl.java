package org.lanin.planner.ddl;

import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;
import org.lanin.planner.ddl.DdlStatement.ReplicaIdentity;

/**
 * ALTER TABLE ... REPLICA IDENTITY DEFAULT | FULL | NOTHING | USING INDEX index (PostgreSQL's
 * ATExecReplicaIdentity, with its checks of the index): what logical decoding would write of an
 * updated or deleted row. Lanin decodes nothing; the setting is kept for pg_class.relreplident,
 * pg_index.indisreplident and dumps, so schemas prepared for change data capture load and round-trip.
 */
final class ReplicaIdentityDdl {
    private ReplicaIdentityDdl() {
    }

    /** The table's new {@link TableDef#replicaIdentity} value, after PostgreSQL's checks of a USING INDEX index. */
    static String value(TableDef t, ReplicaIdentity ri) {
        return switch (ri.mode()) {
            case 'd' -> null;
            case 'f' -> "f";
            case 'n' -> "n";
            default -> Long.toString(index(t, ri.index()).oid());
        };
    }

    private static IndexDef index(TableDef t, String name) {
        IndexDef index = null;
        for (IndexDef i : t.indexes()) {
            if (Namespace.nameOf(i.name()).equals(name)) {
                index = i;
            }
        }
        if (index == null) {
            throw LaninException.of(Errors.NOT_AN_INDEX, name, Namespace.nameOf(t.name()));
        }
        if (!index.unique()) {
            throw LaninException.of(Errors.NOT_UNIQUE, name);
        }
        if (index.deferrable()) {
            throw LaninException.of(Errors.NOT_IMMEDIATE, name);
        }
        if (index.hasExpressions()) {
            throw LaninException.of(Errors.EXPRESSION, name);
        }
        if (index.partial()) {
            throw LaninException.of(Errors.PARTIAL, name);
        }
        for (int a : index.keyAttnums()) {
            ColumnDef c = t.columns().get(a - 1);
            if (!c.notNull()) {
                throw LaninException.of(Errors.NULLABLE, name, c.name());
            }
        }
        return index;
    }

    /** PostgreSQL's errors, in its words. */
    enum Errors implements Msg {
        /** The index, the table. */
        NOT_AN_INDEX(SqlState.UNDEFINED_OBJECT, "index \"%s\" for table \"%s\" does not exist"),
        NOT_UNIQUE(SqlState.WRONG_OBJECT_TYPE, "cannot use non-unique index \"%s\" as replica identity"),
        NOT_IMMEDIATE(SqlState.FEATURE_NOT_SUPPORTED, "cannot use non-immediate index \"%s\" as replica identity"),
        EXPRESSION(SqlState.FEATURE_NOT_SUPPORTED, "cannot use expression index \"%s\" as replica identity"),
        PARTIAL(SqlState.FEATURE_NOT_SUPPORTED, "cannot use partial index \"%s\" as replica identity"),
        /** The index, the column. */
        NULLABLE(SqlState.WRONG_OBJECT_TYPE, "index \"%s\" cannot be used as replica identity because column \"%s\" is nullable");

        private final SqlState state;
        private final String template;

        Errors(SqlState state, String template) {
            this.state = state;
            this.template = template;
        }

        @Override
        public SqlState state() {
            return state;
        }

        @Override
        public String template() {
            return template;
        }
    }
}
