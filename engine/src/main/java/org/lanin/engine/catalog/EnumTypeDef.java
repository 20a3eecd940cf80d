package org.lanin.engine.catalog;

import org.lanin.engine.type.DataType;
import org.lanin.engine.type.EnumLabels;
import org.lanin.engine.type.EnumType;

/**
 * An enum type in the catalog: its name and oid, and the version of its labels this catalog
 * snapshot has ({@link EnumLabels}, of the {@link EnumType} its values belong to). Putting an
 * earlier entry back (ROLLBACK of ALTER TYPE ... ADD VALUE / RENAME VALUE) puts its labels back:
 * {@link Catalog#change} installs the version of each enum entry it publishes.
 */
public record EnumTypeDef(long oid, String name, EnumLabels labels) implements UserType {
    /** The type the values belong to (the same in every version). */
    public EnumType type() {
        return labels.type();
    }

    @Override
    public DataType dataType() {
        return type().dataType();
    }
}
