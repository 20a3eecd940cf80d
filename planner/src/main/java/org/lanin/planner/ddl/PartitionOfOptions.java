package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlStatement.*;

/**
 * The column options and table constraints of {@code CREATE TABLE p PARTITION OF t (...)}, as the
 * ALTER TABLE ONLY actions that give them to the new partition once it is attached: a DEFAULT, NOT
 * NULL, and PRIMARY KEY, UNIQUE, CHECK and FOREIGN KEY constraints of the partition alone, as
 * PostgreSQL's MergeAttributes adds them to what the partition takes from its parent. A column the
 * parent lacks is 42703; identity and generation are 0A000.
 */
final class PartitionOfOptions {
    private PartitionOfOptions() {
    }

    /** 42703 for a column option naming a column {@code parent} does not have. */
    static void checkColumns(CreateTable c, org.lanin.engine.catalog.TableDef parent) {
        for (ColumnSpec s : c.columns()) {
            if (parent.liveColumns().stream().noneMatch(col -> col.name().equals(s.name()))) {
                throw LaninException.of(PlannerMsg.UNDEFINED_COLUMN, s.name());
            }
        }
    }

    static List<AlterAction> actions(CreateTable c) {
        List<AlterAction> out = new ArrayList<>();
        for (ColumnSpec s : c.columns()) {
            if (s.identity() != 0 || s.generatedSql() != null) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "identity or generated columns in CREATE TABLE ... PARTITION OF");
            }
            if (s.defaultSql() != null) {
                out.add(new SetDefault(s.name(), s.defaultSql()));
            }
            if (s.notNull()) {
                out.add(new SetNotNull(s.name(), true));
            }
            ColumnConstraintNames names = s.constraintNames();
            if (s.primaryKey()) {
                out.add(key(s, ConstraintKind.PRIMARY_KEY, s.constraintName('p'), names == null ? null : names.primaryKeyDeferral()));
            }
            if (s.unique()) {
                out.add(key(s, ConstraintKind.UNIQUE, s.constraintName('u'), names == null ? null : names.uniqueDeferral()));
            }
            if (s.checkSql() != null) {
                out.add(new AddConstraint(new TableConstraint(s.constraintName('c'), ConstraintKind.CHECK, List.of(),
                        s.checkSql(), null), false));
            }
            if (s.references() != null) {
                out.add(new AddConstraint(new TableConstraint(null, ConstraintKind.FOREIGN_KEY, List.of(s.name()), null,
                        s.references()), false));
            }
        }
        for (TableConstraint t : c.constraints()) {
            out.add(new AddConstraint(t, false));
        }
        return out;
    }

    private static AddConstraint key(ColumnSpec s, ConstraintKind kind, String name, String deferral) {
        return new AddConstraint(new TableConstraint(name, kind, List.of(s.name()), null, null,
                s.uniqueNullsNotDistinct() && kind == ConstraintKind.UNIQUE, List.of(), null, null, deferral), false);
    }
}
