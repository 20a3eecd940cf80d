package org.lanin.planner.routine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.lanin.engine.exec.ExecContext;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.routine.catalog.RoutineAttributes;
import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.session.SessionControl;

/**
 * A routine's {@code SET name = value} clauses in force for the duration of each call, as
 * PostgreSQL's fmgr_security_definer does with a GUC nest level: the session's values are set on
 * entry and put back on exit, whether the body returns or fails. A plain SET of the same setting
 * inside the body outlasts the call, as PostgreSQL documents ("an ordinary SET command overrides
 * the SET clause"): a value the body changed is left as it is. Departure: a SET LOCAL of the same
 * setting inside the body also outlasts the call here (PostgreSQL undoes it at exit), since Lanin
 * keeps no per-call stack of settings.
 */
final class RoutineConfig {
    private RoutineConfig() {
    }

    /** {@code attributes} with each FROM CURRENT entry (a bare name) given the session's value now. */
    static RoutineAttributes fromCurrent(StatementRuntime rt, RoutineAttributes attributes) {
        List<String> entries = new ArrayList<>();
        for (String e : attributes.config()) {
            if (e.indexOf('=') >= 0) {
                entries.add(e);
            } else if (rt.session() != null) {
                entries.add(e + "=" + rt.session().getSetting(e));
            }
        }
        return new RoutineAttributes(attributes.securityDefiner(), attributes.cost(), attributes.rows(),
                attributes.leakproof(), attributes.parallel(), List.copyOf(entries));
    }

    /** Runs {@code call} with {@code r}'s settings applied in the calling session (if any). */
    static <T> T around(ExecContext ctx, RoutineDef r, Supplier<T> call) {
        List<String> config = r.attrs().config();
        if (config.isEmpty() || ctx == null || !(ctx.session() instanceof SessionControl s)) {
            return call.get();
        }
        List<String[]> saved = new ArrayList<>();
        try {
            for (String entry : config) {
                String[] kv = RoutineAttributes.split(entry);
                String prior = s.getSetting(kv[0]);
                s.setSetting(kv[0], kv[1]);
                saved.add(new String[] {kv[0], prior, s.getSetting(kv[0])});
            }
            return call.get();
        } finally {
            for (int i = saved.size() - 1; i >= 0; i--) {
                String[] e = saved.get(i);
                if (e[2].equals(s.getSetting(e[0]))) {
                    s.setSetting(e[0], e[1]);
                }
            }
        }
    }
}
