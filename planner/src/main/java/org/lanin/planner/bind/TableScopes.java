package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;

/** The scope of one table's physical row (dropped columns present but hidden, so positions equal slots). */
public final class TableScopes {
    private TableScopes() {
    }

    public static Scope of(TableDef def, String alias) {
        List<Scope.Column> cols = new ArrayList<>();
        for (ColumnDef c : def.columns()) {
            cols.add(new Scope.Column(alias, c.name(), c.type(), def.name(), c.dropped()));
        }
        return new Scope(cols, null);
    }
}
