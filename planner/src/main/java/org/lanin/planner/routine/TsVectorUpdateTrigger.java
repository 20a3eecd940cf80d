package org.lanin.planner.routine;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.routine.catalog.TriggerDef;
import org.lanin.planner.textsearch.TextSearch;
import org.lanin.planner.textsearch.TextSearchConfig;

/**
 * PostgreSQL's built-in trigger function {@code tsvector_update_trigger(tsvector_column, config,
 * text_column [, ...])} (tsvector_op.c, tsvector_update_trigger): a BEFORE ROW trigger that sets the
 * tsvector column to the text columns' words, NULL columns skipped, in one run of positions. Its
 * checks happen when it fires, with PostgreSQL's messages, as there.
 */
final class TsVectorUpdateTrigger {
    static final String NAME = "pg_catalog.tsvector_update_trigger";

    private TsVectorUpdateTrigger() {
    }

    /** True for the names CREATE TRIGGER ... EXECUTE FUNCTION may give it. */
    static boolean named(String function) {
        String n = function.toLowerCase(java.util.Locale.ROOT);
        return n.equals("tsvector_update_trigger") || n.equals(NAME);
    }

    /** NEW with the tsvector column computed. */
    static Object[] fire(TriggerDef t, TableDef table, Object[] newRow) {
        if (!t.forEachRow()) {
            throw LaninException.of(RoutineMsg.BUILTIN_TRIGGER, "tsvector_update_trigger: must be fired for row");
        }
        if (!t.before()) {
            throw LaninException.of(RoutineMsg.BUILTIN_TRIGGER, "tsvector_update_trigger: must be fired BEFORE event");
        }
        if (newRow == null) {
            throw LaninException.of(RoutineMsg.BUILTIN_TRIGGER, "tsvector_update_trigger: must be fired for INSERT or UPDATE");
        }
        List<String> args = t.args();
        if (args.size() < 3) {
            throw LaninException.of(RoutineMsg.BUILTIN_TRIGGER,
                    "tsvector_update_trigger: arguments must be tsvector_field, ts_config, text_field1, ...)");
        }
        ColumnDef target = table.column(args.get(0));
        if (target == null) {
            throw LaninException.of(RoutineMsg.TSVECTOR_COLUMN_MISSING, args.get(0));
        }
        if (target.type().kind() != TypeKind.TSVECTOR) {
            throw LaninException.of(RoutineMsg.NOT_TSVECTOR_COLUMN, args.get(0));
        }
        TextSearchConfig config = TextSearchConfig.named(args.get(1));
        List<String> texts = new ArrayList<>();
        for (String name : args.subList(2, args.size())) {
            ColumnDef c = table.column(name);
            if (c == null) {
                throw LaninException.of(RoutineMsg.COLUMN_MISSING, name);
            }
            if (!c.type().kind().isText()) {
                throw LaninException.of(RoutineMsg.NOT_CHARACTER_COLUMN, name);
            }
            texts.add(newRow[c.slot()] == null ? null : newRow[c.slot()].toString());
        }
        Object[] row = newRow.clone();
        row[target.slot()] = TextSearch.toTsVector(config, texts);
        return row;
    }
}
