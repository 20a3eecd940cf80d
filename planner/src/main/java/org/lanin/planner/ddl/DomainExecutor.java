package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.engine.catalog.DomainDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.DomainCasts;
import org.lanin.planner.bind.TypeNames;
import org.lanin.planner.ddl.DdlStatement.CreateDomain;
import org.lanin.planner.plan.StatementRuntime;

/** CREATE DOMAIN: the base type resolved, DEFAULT and CHECKs bound now so mistakes fail here. */
final class DomainExecutor {
    private DomainExecutor() {
    }

    static Object create(StatementRuntime rt, CreateDomain c) {
        Catalog catalog = rt.database().catalog();
        catalog.change(edit -> {
            if (edit.base().type(c.name()) != null) {
                throw LaninException.of(TypeDdlMsg.TYPE_EXISTS, c.name());
            }
            DataType base = TypeNames.parse(c.typeName(), edit.base());
            if (c.defaultSql() != null) {
                ExprCheck.defaultValue(c.defaultSql(), base, c.name(), edit.base(), rt.database());
            }
            List<CheckDef> checks = new ArrayList<>();
            Set<String> names = new HashSet<>();
            for (CheckDef k : c.checks()) {
                String name = k.name() != null ? k.name() : freeName(org.lanin.engine.catalog.Namespace.nameOf(c.name()) + "_check", names);
                names.add(name);
                checks.add(new CheckDef(name, k.sql()));
            }
            DomainDef d = new DomainDef(catalog.newOid(), c.name(), base, c.notNull(), c.defaultSql(), List.copyOf(checks));
            DomainCasts.of(d, new BindContext(edit.base(), rt.database()));
            return edit.putType(d);
        });
        return null;
    }

    /** PostgreSQL's ChooseConstraintName: the name, else name1, name2, ... */
    private static String freeName(String base, Set<String> taken) {
        if (!taken.contains(base)) {
            return base;
        }
        int i = 1;
        while (taken.contains(base + i)) {
            i++;
        }
        return base + i;
    }
}
