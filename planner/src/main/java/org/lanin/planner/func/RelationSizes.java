package org.lanin.planner.func;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.type.DataType;
import org.lanin.planner.catalogview.PgNames;

/**
 * PostgreSQL's relation size functions (dbsize.c): pg_relation_size(rel [, fork]), pg_table_size,
 * pg_indexes_size, pg_total_relation_size, in bytes. Lanin's heap and index pages model
 * PostgreSQL's 8 KiB pages, so a relation's size is its pages times 8192: a heap's pages that
 * ever held a version, an index's pages made (none is freed, as an index file never shrinks).
 * There are no free-space-map, visibility-map or TOAST forks (their size is 0), a partitioned
 * table and a view have no storage (0), and an oid that names no relation gives NULL, as in
 * PostgreSQL; a name that names none fails with 42P01 (the regclass cast).
 */
final class RelationSizes {
    private static final long PAGE = 8192;

    private RelationSizes() {
    }

    /** The size function {@code name} with {@code argCount} arguments, or null if not one. */
    static ScalarFunction resolve(String name, int argCount, CatalogSnapshot catalog, SearchPath path) {
        boolean one = argCount == 1;
        return switch (name) {
            case "pg_relation_size" -> argCount == 1 || argCount == 2 ? size(name, argCount, catalog,
                    (rel, a) -> argCount == 2 && !isMain(CatalogFunction.text(a[1])) ? 0L : main(rel), path) : null;
            case "pg_table_size" -> one ? size(name, 1, catalog, (rel, a) -> main(rel), path) : null;
            case "pg_indexes_size" -> one ? size(name, 1, catalog, (rel, a) -> indexes(rel), path) : null;
            case "pg_total_relation_size" -> one ? size(name, 1, catalog, (rel, a) -> main(rel) + indexes(rel), path)
                    : null;
            default -> null;
        };
    }

    /** True for the main fork; false for the others PostgreSQL has, which Lanin keeps empty. */
    private static boolean isMain(String fork) {
        return switch (fork) {
            case "main" -> true;
            case "fsm", "vm", "init" -> false;
            default -> throw LaninException.of(org.lanin.planner.PlannerMsg.INVALID_FORK_NAME);
        };
    }

    private interface Measure {
        long bytes(Object relation, Object[] args);
    }

    private static ScalarFunction size(String name, int argCount, CatalogSnapshot catalog, Measure m, SearchPath path) {
        return new CatalogFunction(name, argCount, DataType.BIGINT, true, catalog, (ctx, cat, a) -> {
            Object rel = relation(cat, a[0], path);
            return rel == null ? null : m.bytes(rel, a);
        });
    }

    /** The table, index, sequence or other relation (a view: its name) that {@code arg} names; null for an unknown oid. */
    private static Object relation(CatalogSnapshot catalog, Object arg, SearchPath path) {
        long oid;
        if (arg instanceof Number n) {
            oid = n.longValue();
        } else {
            oid = PgNames.relationOid(catalog, CatalogFunction.text(arg), path);
            if (oid == -1) {
                throw LaninException.of(org.lanin.planner.PlannerMsg.UNDEFINED_TABLE, CatalogFunction.text(arg));
            }
        }
        for (TableDef t : catalog.tables()) {
            if (t.oid() == oid) {
                return t;
            }
            for (IndexDef i : t.indexes()) {
                if (i.oid() == oid) {
                    return i;
                }
            }
        }
        for (var s : catalog.sequences()) {
            if (org.lanin.planner.catalogview.PgRelations.sequenceOid(s.name()) == oid) {
                return s;
            }
        }
        return PgNames.relationName(catalog, oid); // a view or a system view: no storage; null when nothing
    }

    /** The main fork: a table's heap pages, an index's pages, one page for a sequence, none for a view. */
    private static long main(Object rel) {
        if (rel instanceof TableDef t) {
            return t.heap() == null ? 0 : t.heap().usedPages() * PAGE;
        }
        if (rel instanceof IndexDef i) {
            if (i.gist() != null) {
                return i.gist().pageCount() * PAGE;
            }
            return i.tree() == null ? 0 : i.tree().pageCount() * PAGE;
        }
        return rel instanceof org.lanin.engine.catalog.SequenceDef ? PAGE : 0;
    }

    /** A table's indexes together; 0 for anything else. */
    private static long indexes(Object rel) {
        long sum = 0;
        if (rel instanceof TableDef t) {
            for (IndexDef i : t.indexes()) {
                sum += main(i);
            }
        }
        return sum;
    }
}
