package org.lanin.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.lanin.fuzz.FuzzTable.Column;

/**
 * UPDATE and DELETE statements run after the load, so queries also meet dead row versions, update
 * chains and index entries of dead rows (when no VACUUM follows), and rows that an UPDATE of the
 * partition key moved to another partition. They never touch a key column, so they cannot fail on a
 * unique violation, and they write non-NULL values into NOT NULL columns: every engine runs them
 * without error and ends with the same rows.
 */
final class ChurnGenerator {
    private final Random rnd;

    ChurnGenerator(Random rnd) {
        this.rnd = rnd;
    }

    List<String> churn(FuzzSchema s) {
        List<String> out = new ArrayList<>();
        if (rnd.nextInt(10) < 6) {
            return out;
        }
        int n = 1 + rnd.nextInt(3);
        for (int i = 0; i < n; i++) {
            FuzzTable t = s.tables().get(rnd.nextInt(s.tables().size()));
            Column where = t.columns().get(rnd.nextInt(t.columns().size()));
            String cond = where.name() + (rnd.nextInt(4) == 0 ? " IS NULL" : " = " + where.type().literal(rnd));
            List<Column> free = t.columns().stream()
                    .filter(c -> SchemaGenerator.uniqueSets(t).stream().noneMatch(u -> u.contains(c.name())))
                    .toList();
            if (free.isEmpty() || rnd.nextInt(3) == 0) {
                out.add("DELETE FROM " + t.name() + " WHERE " + cond);
            } else {
                Column set = free.get(rnd.nextInt(free.size()));
                String value = !set.notNull() && rnd.nextInt(4) == 0 ? "NULL" : set.type().literal(rnd);
                out.add("UPDATE " + t.name() + " SET " + set.name() + " = " + value + " WHERE " + cond);
            }
        }
        return out;
    }
}
