package org.lanin.planner.routine.pl;

import org.lanin.engine.type.DataType;
import org.lanin.planner.routine.SqlRunner.Value;

/** A value as RAISE prints it: its text output form, NULL as "<NULL>" (PostgreSQL's spelling). */
final class SqlRunnerText {
    private SqlRunnerText() {
    }

    static void append(StringBuilder b, Value v) {
        if (v.value() == null) {
            b.append("<NULL>");
            return;
        }
        Object text = org.lanin.engine.type.Casts.cast(v.value(), v.type(), DataType.TEXT);
        b.append(text);
    }
}
