package org.lanin.planner.ddl;

import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.ddl.DdlStatement.AlterIdentity;
import org.lanin.planner.ddl.DdlStatement.AlterSequence;

/**
 * Identity columns' sequences (PostgreSQL's generateSerialSequence and ATExecAddIdentity /
 * ATExecSetIdentity / ATExecDropIdentity): an identity column's default is {@code nextval} of a
 * sequence owned by the column, made with the column's options (START, INCREMENT BY, MINVALUE /
 * MAXVALUE within the column type's range, CYCLE; CACHE accepted and not used); ALTER COLUMN changes
 * the generation kind and the sequence's options, adds an identity (the column must be NOT NULL and
 * without a default, 55000) or drops one with its sequence.
 */
final class IdentityDdl {
    private IdentityDdl() {
    }

    /**
     * The sequence behind a new identity or serial column of type {@code type}: PostgreSQL's
     * defaults for its direction (1 up to the type's maximum, or -1 down to its minimum), then the
     * options given ({@code options} may be null), checked as CREATE SEQUENCE checks them.
     */
    static SequenceDef newSequence(String name, DataType type, AlterSequence options, String ownedBy,
                                   CatalogSnapshot base) {
        long typeMax = type.kind() == TypeKind.SMALLINT ? Short.MAX_VALUE
                : type.kind() == TypeKind.INTEGER ? Integer.MAX_VALUE : Long.MAX_VALUE;
        long typeMin = type.kind() == TypeKind.SMALLINT ? Short.MIN_VALUE
                : type.kind() == TypeKind.INTEGER ? Integer.MIN_VALUE : Long.MIN_VALUE;
        long inc = options == null || options.increment() == null || options.increment() == 0 ? 1 : options.increment();
        long min = inc > 0 ? 1 : typeMin;
        long max = inc > 0 ? typeMax : -1;
        if (options != null && options.minValue() != null) {
            min = options.minValue();
        }
        if (options != null && options.maxValue() != null) {
            max = options.maxValue();
        }
        long start = options != null && options.start() != null ? options.start() : inc > 0 ? min : max;
        SequenceDef s = new SequenceDef(name, start, inc, Math.min(min, start), Math.max(max, start), ownedBy);
        return options == null ? s : AlterSequenceExecutor.altered(s, withoutRestart(options, min, max), base);
    }

    /** The options as CREATE's, with the bounds resolved (so NO MINVALUE / NO MAXVALUE mean the type's). */
    private static AlterSequence withoutRestart(AlterSequence o, long min, long max) {
        return new AlterSequence(o.name(), false, o.increment(), min, false, max, false, o.start(), false, null,
                o.cycle(), null);
    }

    /** Applies ALTER COLUMN's identity action to {@code tableName} in {@code e}. */
    static Catalog.Edit apply(Catalog.Edit e, String tableName, AlterIdentity a) {
        TableDef t = e.base().table(tableName);
        ColumnDef c = t.column(a.column());
        if (c == null) {
            throw LaninException.of(EngineMsg.UNDEFINED_COLUMN, a.column(), t.name());
        }
        return switch (a.op()) {
            case ADD -> add(e, t, c, a);
            case DROP -> drop(e, t, c, a);
            case ALTER -> alter(e, t, c, a);
        };
    }

    /** PostgreSQL's rule for an identity column's type (its sequence counts in it). */
    static void checkType(DataType type) {
        TypeKind k = type.kind();
        if (k != TypeKind.SMALLINT && k != TypeKind.INTEGER && k != TypeKind.BIGINT) {
            throw LaninException.of(IdentityMsg.TYPE);
        }
    }

    private static Catalog.Edit add(Catalog.Edit e, TableDef t, ColumnDef c, AlterIdentity a) {
        checkType(c.type());
        if (c.identity() != 0) {
            throw LaninException.of(IdentityMsg.ALREADY_IDENTITY, c.name(), t.name());
        }
        if (!c.notNull()) {
            throw LaninException.of(IdentityMsg.MUST_BE_NOT_NULL, c.name(), t.name());
        }
        if (c.defaultSql() != null) {
            throw LaninException.of(IdentityMsg.HAS_DEFAULT, c.name(), t.name());
        }
        String name = CreateTableExecutor.uniqueName(t.name() + "_" + c.name() + "_seq", e.base(), java.util.List.of());
        SequenceDef s = newSequence(name, c.type(), a.options(), t.name() + "." + c.name(), e.base());
        return e.putSequence(s).putTable(replace(t, c, a.generated(), "nextval('" + name + "'::regclass)"));
    }

    private static Catalog.Edit drop(Catalog.Edit e, TableDef t, ColumnDef c, AlterIdentity a) {
        if (c.identity() == 0) {
            if (a.ifExists()) {
                return e; // PostgreSQL: NOTICE ... is not an identity column, skipping
            }
            throw LaninException.of(IdentityMsg.NOT_IDENTITY, c.name(), t.name());
        }
        SequenceDef s = sequenceOf(e.base(), t, c);
        Catalog.Edit out = e.putTable(replace(t, c, (char) 0, null));
        return s == null ? out : out.dropSequence(s.name());
    }

    private static Catalog.Edit alter(Catalog.Edit e, TableDef t, ColumnDef c, AlterIdentity a) {
        if (c.identity() == 0) {
            throw LaninException.of(IdentityMsg.NOT_IDENTITY, c.name(), t.name());
        }
        Catalog.Edit out = e;
        if (a.generated() != 0) {
            out = out.putTable(replace(t, c, a.generated(), c.defaultSql()));
        }
        SequenceDef s = sequenceOf(e.base(), t, c);
        if (a.options() != null && s != null) {
            out = out.putSequence(AlterSequenceExecutor.altered(s, a.options(), out.base()));
        }
        return out;
    }

    /** The sequence owned by identity column {@code c}, or null. */
    private static SequenceDef sequenceOf(CatalogSnapshot base, TableDef t, ColumnDef c) {
        String owner = t.name() + "." + c.name();
        for (SequenceDef s : base.sequences()) {
            if (owner.equals(s.ownedBy())) {
                return s;
            }
        }
        return null;
    }

    private static TableDef replace(TableDef t, ColumnDef c, char identity, String defaultSql) {
        ColumnDef changed = new ColumnDef(c.name(), c.attnum(), c.type(), c.notNull(), defaultSql, c.missingValue(),
                identity, c.dropped(), c.generationSql(), c.domain(), c.statTarget(), c.storage());
        java.util.List<ColumnDef> cols = new java.util.ArrayList<>(t.columns());
        cols.set(cols.indexOf(c), changed);
        return t.withColumns(cols);
    }
}
