package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineAttributes;
import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.List;

/** The statements of this package, as parsed (names not yet resolved against the catalog). */
sealed interface RoutineStatement {
    /** {@code schema} null: the first schema of search_path. */
    record Name(String schema, String name) {
        @Override
        public String toString() {
            return schema == null ? name : schema + "." + name;
        }
    }

    /** A parameter as written: its type still a spelling. */
    record RawParam(String name, RoutineParam.Mode mode, String type, String defaultText) {
    }

    record CreateRoutine(boolean orReplace, RoutineDef.RoutineKind kind, Name name, List<RawParam> params,
                         String returns, boolean setOf, List<RawParam> table, String language, char volatility,
                         boolean strict, String body, boolean standardBody, RoutineAttributes attributes)
            implements RoutineStatement {
    }

    record CreateAggregate(boolean orReplace, Name name, List<String> argTypes, String sfunc, String stype,
                           String initCond, String finalFunc) implements RoutineStatement {
    }

    record CreateTrigger(boolean orReplace, String name, String timing, List<String> events, List<String> updateColumns,
                         Name table, boolean forEachRow, String when, Name function, List<String> args)
            implements RoutineStatement {
    }

    /** CREATE RULE: {@code event} SELECT, INSERT, UPDATE or DELETE; {@code actions} empty for DO NOTHING. */
    record CreateRule(boolean orReplace, String name, String event, Name table, String where, boolean instead,
                      List<String> actions) implements RoutineStatement {
    }

    record DropRule(boolean ifExists, String name, Name table) implements RoutineStatement {
    }

    /** {@code argTypes} null: by name alone (must be unique). */
    record Target(Name name, List<String> argTypes) {
    }

    record DropRoutine(RoutineDef.RoutineKind kind, boolean ifExists, List<Target> targets, boolean cascade)
            implements RoutineStatement {
    }

    record DropTrigger(boolean ifExists, String name, Name table, boolean cascade) implements RoutineStatement {
    }

    /** ALTER FUNCTION ... OWNER TO / RENAME TO / SET SCHEMA: exactly one of the three is set. */
    record AlterRoutine(RoutineDef.RoutineKind kind, Target target, String owner, String renameTo, String schema)
            implements RoutineStatement {
    }

    /** ALTER FUNCTION | PROCEDURE | ROUTINE ... [IMMUTABLE ...] [STRICT ...] [SECURITY ...] [COST n] [SET ...] [RESET ...]: null leaves a thing as it is. */
    record AlterRoutineOptions(RoutineDef.RoutineKind kind, Target target, Character volatility, Boolean strict,
                               RoutineOptions options) implements RoutineStatement {
    }

    /** ALTER TABLE t ENABLE | DISABLE TRIGGER name | ALL | USER. */
    record EnableTrigger(Name table, String trigger, boolean enable) implements RoutineStatement {
    }

    /**
     * COMMENT ON {FUNCTION | PROCEDURE | AGGREGATE | ROUTINE} target IS text, or (kind null) COMMENT ON
     * TRIGGER name ON table IS text; {@code text} null removes the comment.
     */
    record CommentOnRoutine(RoutineDef.RoutineKind kind, Target target, String trigger, Name table, String text)
            implements RoutineStatement {
    }

    record Call(Name procedure, List<String> args) implements RoutineStatement {
    }

    /** DO: an anonymous code block, run once. */
    record Do(String language, String body) implements RoutineStatement {
    }
}
