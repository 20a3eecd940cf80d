package org.lanin.planner.ddl;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.ddl.DdlStatement.AlterOwner;
import org.lanin.planner.ddl.DdlStatement.ObjectKind;
import org.lanin.planner.plan.StatementRuntime;

/**
 * ALTER ... OWNER TO role: Lanin has no roles, so the statement changes nothing; it still checks
 * that the object exists and is of the kind named, so a schema dump (pg_dump writes OWNER TO after
 * every object) loads and a misspelt name fails as in PostgreSQL.
 */
final class OwnerExecutor {
    private OwnerExecutor() {
    }

    static Object run(StatementRuntime rt, AlterOwner o) {
        CatalogSnapshot snap = rt.database().catalog().current();
        if (o.kind() == ObjectKind.TYPE || o.kind() == ObjectKind.DOMAIN) {
            TypeDdl.requireType(snap, o.name(), o.kind() == ObjectKind.DOMAIN);
            return null;
        }
        if (!snap.relationExists(o.name())) {
            if (o.ifExists()) {
                return null;
            }
            throw LaninException.of(EngineMsg.UNDEFINED_TABLE, o.name());
        }
        if (o.kind() == ObjectKind.SEQUENCE && snap.sequence(o.name()) == null) {
            throw LaninException.of(RenameDdlMsg.NOT_A_SEQUENCE, o.name());
        }
        if (o.kind() == ObjectKind.VIEW && snap.view(o.name()) == null) {
            throw LaninException.of(RenameDdlMsg.NOT_A_VIEW, o.name());
        }
        if (o.kind() == ObjectKind.INDEX && snap.index(o.name()) == null) {
            throw LaninException.of(RenameDdlMsg.NOT_AN_INDEX, o.name());
        }
        return null;
    }
}
