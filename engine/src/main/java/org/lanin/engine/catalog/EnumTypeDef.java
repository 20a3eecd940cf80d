package org.lanin.engine.catalog;

import org.lanin.engine.type.DataType;
import org.lanin.engine.type.EnumType;

/** An enum type in the catalog: its name and oid, and the {@link EnumType} its values belong to. */
public record EnumTypeDef(long oid, String name, EnumType type) implements UserType {
    @Override
    public DataType dataType() {
        return type.dataType();
    }
}
