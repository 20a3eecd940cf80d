package org.lanin.planner.ddl;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.catalogview.PgCatalog;
import org.lanin.planner.ddl.DdlStatement.ColumnSpec;
import org.lanin.planner.ddl.DdlStatement.ConstraintKind;
import org.lanin.planner.ddl.DdlStatement.TableConstraint;

/**
 * {@code LIKE source [INCLUDING | EXCLUDING option] ...} inside CREATE TABLE, expanded when the
 * statement is parsed against the catalog (PostgreSQL's transformTableLikeClause): the source's
 * columns with their types and NOT NULL always; defaults, generation expressions, identity, CHECK
 * constraints and indexes (PRIMARY KEY / UNIQUE as constraints, other indexes as CREATE INDEX run
 * after the table exists, named as PostgreSQL names them) only when included. COMMENTS, STORAGE,
 * COMPRESSION and STATISTICS are accepted; comments are not copied (README, Known limits).
 */
final class LikeClause {
    private enum Option { COMMENTS, COMPRESSION, CONSTRAINTS, DEFAULTS, GENERATED, IDENTITY, INDEXES, STATISTICS, STORAGE }

    private LikeClause() {
    }

    /** After LIKE: adds the source's columns, constraints and index statements for {@code table}. */
    static void parse(DdlParser p, String table, List<ColumnSpec> columns, List<TableConstraint> constraints,
                      List<String> indexSql) {
        String source = p.qualifiedName();
        EnumSet<Option> opts = EnumSet.noneOf(Option.class);
        while (p.peekWord("including") || p.peekWord("excluding")) {
            boolean including = p.next().is("including");
            int mark = p.mark();
            String word = p.name();
            EnumSet<Option> these = word.equals("all") ? EnumSet.allOf(Option.class)
                    : EnumSet.of(option(p, word, mark));
            if (including) {
                opts.addAll(these);
            } else {
                opts.removeAll(these);
            }
        }
        CatalogSnapshot catalog = p.catalog();
        TableDef t = catalog == null ? null : catalog.table(source);
        if (t == null) {
            if (catalog != null && catalog.relationExists(source)) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "LIKE of a relation other than a table");
            }
            throw LaninException.of(EngineMsg.UNDEFINED_TABLE, source);
        }
        for (ColumnDef c : t.liveColumns()) {
            columns.add(column(c, opts));
        }
        if (opts.contains(Option.CONSTRAINTS)) {
            for (CheckDef k : t.checks()) {
                constraints.add(new TableConstraint(k.name(), ConstraintKind.CHECK, List.of(), k.sql(), null));
            }
        }
        if (opts.contains(Option.INDEXES)) {
            indexes(t, table, constraints, indexSql);
        }
    }

    private static Option option(DdlParser p, String word, int mark) {
        try {
            return Option.valueOf(word.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            p.reset(mark);
            throw p.error();
        }
    }

    private static ColumnSpec column(ColumnDef c, EnumSet<Option> opts) {
        String type = c.domain() != null ? c.domain() : c.type().sqlName();
        boolean generated = c.generated() && opts.contains(Option.GENERATED);
        boolean identity = c.identity() != 0 && opts.contains(Option.IDENTITY);
        String def = !c.generated() && c.identity() == 0 && opts.contains(Option.DEFAULTS) ? c.defaultSql() : null;
        return new ColumnSpec(c.name(), type, false, c.notNull(), def, false, false, null,
                identity ? c.identity() : (char) 0, null, null, generated ? c.generationSql() : null);
    }

    private static void indexes(TableDef t, String table, List<TableConstraint> constraints, List<String> indexSql) {
        for (IndexDef i : t.indexes()) {
            if (i.constraint() && i.exprs() == null) {
                ConstraintKind kind = i.primary() ? ConstraintKind.PRIMARY_KEY : ConstraintKind.UNIQUE;
                constraints.add(new TableConstraint(null, kind, PartitionIndexes.columns(t, i), null, null));
            } else {
                String def = PgCatalog.definition(t, i);
                String rest = def.substring(def.indexOf(" USING "));
                indexSql.add("CREATE " + (i.unique() ? "UNIQUE " : "") + "INDEX ON " + quoted(table) + rest);
            }
        }
    }

    private static String quoted(String key) {
        return "\"" + Namespace.schemaOf(key).replace("\"", "\"\"") + "\".\"" + Namespace.nameOf(key).replace("\"", "\"\"") + "\"";
    }
}
