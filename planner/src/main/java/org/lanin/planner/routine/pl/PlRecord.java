package org.lanin.planner.routine.pl;

import java.util.List;
import org.lanin.engine.type.DataType;

/** A record variable (NEW, OLD, FOR rec IN query): named, typed fields; the values change in place. */
public record PlRecord(List<String> names, List<DataType> types, Object[] values) {
    int index(String field) {
        return names.indexOf(field);
    }
}
