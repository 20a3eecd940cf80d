package org.lanin.engine.access;

import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;

/** A 23505 that remembers which index refused the key, so INSERT ... ON CONFLICT can tell its arbiters. */
public final class UniqueViolation extends LaninException {
    private final transient IndexDef index;

    UniqueViolation(IndexDef index, String columns, String values) {
        super(EngineMsg.UNIQUE_VIOLATION.state(), EngineMsg.UNIQUE_VIOLATION.format(org.lanin.engine.catalog.Namespace.nameOf(index.name()), columns, values));
        this.index = index;
    }

    public IndexDef index() {
        return index;
    }
}
