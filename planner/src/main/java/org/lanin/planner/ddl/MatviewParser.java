package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.planner.ddl.DdlStatement.AlterMatview;
import org.lanin.planner.ddl.DdlStatement.CreateMatview;
import org.lanin.planner.ddl.DdlStatement.DropMatview;
import org.lanin.planner.ddl.DdlStatement.ObjectKind;
import org.lanin.planner.ddl.DdlStatement.RefreshMatview;

/**
 * The statements of materialized views, each entered after its leading words
 * ({@code CREATE MATERIALIZED}, {@code REFRESH}, {@code DROP MATERIALIZED}, {@code ALTER MATERIALIZED}).
 */
final class MatviewParser {
    private MatviewParser() {
    }

    /** VIEW [IF NOT EXISTS] name [(columns)] AS query [WITH [NO] DATA]. */
    static DdlStatement create(DdlParser p) {
        p.expectWord("view");
        boolean ifNotExists = p.ifNotExists();
        String name = p.creationName();
        List<String> columns = p.peekSymbol("(") ? p.nameList() : List.of();
        if (p.acceptWord("using")) {
            CreateTableParser.tableAccessMethod(p);
        }
        List<String> reloptions = StorageParameters.create(StorageParameters.Kind.HEAP, StorageParameters.parseWith(p));
        CreateTableParser.tablespace(p);
        p.expectWord("as");
        boolean[] noData = new boolean[1];
        boolean[] withData = new boolean[1];
        int mark = p.mark();
        String query = p.restOfStatement(List.of("with", "no", "data"), noData);
        if (!noData[0]) {
            p.reset(mark);
            query = p.restOfStatement(List.of("with", "data"), withData);
        }
        if (query.isEmpty()) {
            throw p.error();
        }
        return new CreateMatview(name, ifNotExists, columns, query, !noData[0], reloptions);
    }

    /** MATERIALIZED VIEW [CONCURRENTLY] name [WITH [NO] DATA]. */
    static DdlStatement refresh(DdlParser p) {
        p.expectWord("materialized");
        p.expectWord("view");
        boolean concurrently = p.acceptWord("concurrently");
        String name = p.qualifiedName();
        boolean withData = true;
        if (p.acceptWord("with")) {
            withData = !p.acceptWord("no");
            p.expectWord("data");
        }
        return new RefreshMatview(name, concurrently, withData);
    }

    /** VIEW [IF EXISTS] name [, ...] [CASCADE | RESTRICT]. */
    static DdlStatement drop(DdlParser p) {
        p.expectWord("view");
        boolean ifExists = p.ifExists();
        List<String> names = new ArrayList<>();
        do {
            names.add(p.qualifiedName());
        } while (p.accept(","));
        boolean cascade = p.acceptWord("cascade");
        if (!cascade) {
            p.acceptWord("restrict");
        }
        return new DropMatview(names, ifExists, cascade);
    }

    /** VIEW [IF EXISTS] name RENAME [COLUMN] ... | OWNER TO role | SET SCHEMA s: run as on a table. */
    static DdlStatement alter(DdlParser p) {
        p.expectWord("view");
        boolean ifExists = p.ifExists();
        String name = p.qualifiedName();
        if (p.acceptWord("rename")) {
            return new AlterMatview(new AlterTableParser(p).rename(ObjectKind.TABLE, name, ifExists));
        }
        DdlStatement moved = SchemaParser.setSchema(p, ObjectKind.TABLE, name, ifExists);
        if (moved != null) {
            return new AlterMatview(moved);
        }
        DdlStatement.SetStorage storage = AlterTableParser.setStorage(p); // its heap's parameters, as a table's
        if (storage != null) {
            return new AlterMatview(new DdlStatement.AlterTable(name, ifExists, java.util.List.of(storage)));
        }
        p.expectWord("owner");
        return new AlterMatview(AlterTableParser.owner(p, ObjectKind.TABLE, name, ifExists));
    }
}
