package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;
import org.lanin.planner.PlannerMsg;

/**
 * CREATE TABLE ... INHERITS (parents): the child's columns are its parents' (in INHERITS order,
 * a name met twice merged) followed by its own; an own column named like an inherited one is
 * merged into it (same type, else 42804; its NOT NULL and DEFAULT added), as PostgreSQL's
 * MergeAttributes. NOT NULL, defaults and CHECK constraints (with their names) are inherited.
 * Not built: partitioned or partition tables in an inheritance tree, ALTER TABLE [NO] INHERIT.
 */
final class InheritsDdl {
    private InheritsDdl() {
    }

    /** The parent tables named, each an ordinary table. */
    static List<TableDef> parents(List<String> names, CatalogSnapshot base) {
        List<TableDef> out = new ArrayList<>();
        for (String n : names) {
            TableDef t = base.table(n);
            if (t == null) {
                throw LaninException.of(EngineMsg.UNDEFINED_TABLE, org.lanin.engine.catalog.Namespace.nameOf(n));
            }
            if (t.isPartitioned() || t.isPartition() || t.isMatview()) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "inheriting from a partitioned table, partition or materialized view");
            }
            if (out.stream().anyMatch(p -> p.oid() == t.oid())) {
                throw LaninException.of(InheritsMsg.DUPLICATE_PARENT, org.lanin.engine.catalog.Namespace.nameOf(n));
            }
            out.add(t);
        }
        return out;
    }

    /** The child's columns: inherited ones first, then its own, renumbered; own ones merged into inherited ones of the same name. */
    static List<ColumnDef> columns(List<TableDef> parents, List<ColumnDef> own) {
        List<ColumnDef> out = new ArrayList<>();
        for (TableDef p : parents) {
            for (ColumnDef c : p.liveColumns()) {
                int at = indexOf(out, c.name());
                if (at < 0) {
                    out.add(renumbered(c, out.size() + 1));
                } else {
                    out.set(at, merged(out.get(at), c));
                }
            }
        }
        for (ColumnDef c : own) {
            int at = indexOf(out, c.name());
            if (at < 0) {
                out.add(renumbered(c, out.size() + 1));
            } else {
                out.set(at, merged(out.get(at), c));
            }
        }
        return out;
    }

    /** The parents' CHECK constraints the child carries under their names, then its own. */
    static List<CheckDef> checks(List<TableDef> parents, List<CheckDef> own) {
        List<CheckDef> out = new ArrayList<>();
        for (TableDef p : parents) {
            for (CheckDef k : p.checks()) {
                if (out.stream().noneMatch(o -> o.name().equals(k.name()))) {
                    out.add(k);
                }
            }
        }
        for (CheckDef k : own) {
            if (out.stream().noneMatch(o -> o.name().equals(k.name()))) {
                out.add(k);
            }
        }
        return out;
    }

    private static int indexOf(List<ColumnDef> cols, String name) {
        for (int i = 0; i < cols.size(); i++) {
            if (cols.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private static ColumnDef renumbered(ColumnDef c, int attnum) {
        return new ColumnDef(c.name(), attnum, c.type(), c.notNull(), c.defaultSql(), null, c.identity(), false,
                c.generationSql(), c.domain());
    }

    /** {@code extra} (a later parent's column or an own one) merged into {@code kept}: same type, NOT NULL if either, the later default. */
    private static ColumnDef merged(ColumnDef kept, ColumnDef extra) {
        if (!kept.type().equals(extra.type())) {
            throw LaninException.of(InheritsMsg.TYPE_CONFLICT, kept.name(), kept.type().sqlName(), extra.type().sqlName());
        }
        ColumnDef out = kept.withNotNull(kept.notNull() || extra.notNull());
        return extra.defaultSql() != null ? out.withDefault(extra.defaultSql()) : out;
    }

    /** PostgreSQL 15's words. */
    enum InheritsMsg implements Msg {
        TYPE_CONFLICT(SqlState.DATATYPE_MISMATCH, "column \"%s\" has a type conflict\n  Detail: %s versus %s"),
        DUPLICATE_PARENT(SqlState.DUPLICATE_TABLE, "relation \"%s\" would be inherited from more than once");

        private final SqlState state;
        private final String template;

        InheritsMsg(SqlState state, String template) {
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
