package org.lanin.engine.catalog;

/**
 * A type created by CREATE TYPE or CREATE DOMAIN (PostgreSQL's pg_type rows of typtype 'e' or
 * 'd'). Types share one namespace with each other (not with relations); {@link #oid()} is what
 * pg_type and obj_description see.
 */
public interface UserType {
    String name();

    long oid();

    /** The type as columns and expressions carry it. */
    org.lanin.engine.type.DataType dataType();
}
