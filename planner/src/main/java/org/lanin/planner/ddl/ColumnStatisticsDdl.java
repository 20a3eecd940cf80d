package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.stats.TableAnalyzer;
import org.lanin.planner.ddl.DdlStatement.ColumnStatistics;
import org.lanin.planner.plan.StatementRuntime;

/**
 * ALTER TABLE ... ALTER [COLUMN] c SET STATISTICS n | SET STORAGE mode (PostgreSQL's
 * ATExecSetStatistics and ATExecSetStorage): a column's statistics target, which ANALYZE uses for it
 * (0: no statistics; -1: default_statistics_target again; above 10,000 lowered with a warning), and its
 * TOAST strategy, checked against its type and kept for pg_attribute.attstorage and dumps (Lanin keeps
 * every value inline). Partitions follow their parent, as in PostgreSQL.
 */
final class ColumnStatisticsDdl {
    private ColumnStatisticsDdl() {
    }

    static TableDef apply(StatementRuntime rt, TableDef t, ColumnStatistics cs) {
        ColumnDef c = t.column(cs.column());
        if (c == null) {
            throw LaninException.of(org.lanin.engine.error.EngineMsg.UNDEFINED_COLUMN, cs.column(),
                    org.lanin.engine.catalog.Namespace.nameOf(t.name()));
        }
        ColumnDef changed;
        if (cs.target() != null) {
            int target = cs.target();
            if (target < -1) {
                throw LaninException.of(Errors.TARGET_TOO_LOW, target);
            }
            if (target > TableAnalyzer.MAX_TARGET) {
                org.lanin.planner.session.Notice.send(rt.session(), "WARNING", "lowering statistics target to " + TableAnalyzer.MAX_TARGET);
                target = TableAnalyzer.MAX_TARGET;
            }
            changed = c.withStatistics(target == -1 ? null : target, c.storage());
        } else {
            char mode = switch (cs.storage().toLowerCase(Locale.ROOT)) {
                case "plain" -> 'p';
                case "external" -> 'e';
                case "extended" -> 'x';
                case "main" -> 'm';
                default -> throw LaninException.of(Errors.INVALID_STORAGE, cs.storage());
            };
            var type = org.lanin.planner.catalogview.PgTypes.byOid(org.lanin.planner.catalogview.PgTypes.oid(c.type()));
            char typeDefault = type == null || type.storage() == null || type.storage().isEmpty() ? 'x' : type.storage().charAt(0);
            if (mode != 'p' && typeDefault == 'p') {
                throw LaninException.of(Errors.PLAIN_ONLY, c.type().sqlName());
            }
            changed = c.withStatistics(c.statTarget(), mode == typeDefault ? null : mode);
        }
        List<ColumnDef> cols = new ArrayList<>(t.columns());
        cols.set(c.slot(), changed);
        return t.withColumns(cols);
    }

    /** PostgreSQL's errors for the two settings. */
    enum Errors implements Msg {
        TARGET_TOO_LOW(SqlState.INVALID_PARAMETER_VALUE, "statistics target %d is too low"),
        INVALID_STORAGE(SqlState.INVALID_PARAMETER_VALUE, "invalid storage type \"%s\""),
        PLAIN_ONLY(SqlState.FEATURE_NOT_SUPPORTED, "column data type %s can only have storage PLAIN");

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
