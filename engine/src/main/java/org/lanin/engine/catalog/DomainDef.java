package org.lanin.engine.catalog;

import java.util.List;
import org.lanin.engine.type.DataType;

/**
 * A domain (CREATE DOMAIN): a base type with an optional NOT NULL, DEFAULT and CHECKs over
 * {@code VALUE}. Columns declared with the domain get the base type, the domain's default when
 * they have none, and its NOT NULL and CHECKs (see the planner's DomainColumns).
 */
public record DomainDef(long oid, String name, DataType baseType, boolean notNull, String defaultSql, List<CheckDef> checks)
        implements UserType {
    @Override
    public DataType dataType() {
        return baseType;
    }
}
