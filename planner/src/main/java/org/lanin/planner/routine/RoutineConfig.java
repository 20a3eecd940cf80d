package org.lanin.planner.routine;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.lanin.engine.exec.ExecContext;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.routine.catalog.RoutineAttributes;
import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.session.SessionControl;
import org.lanin.planner.session.Setting;

/**
 * A routine's {@code SET name = value} clauses in force for the duration of each call, as
 * PostgreSQL's fmgr_security_definer does with a GUC nest level: the session's values are set on
 * entry and put back on exit, whether the body returns or fails, also after a SET LOCAL of them in
 * the body. A plain SET of the same setting anywhere inside the call outlasts it, as PostgreSQL
 * documents ("an ordinary SET command overrides the SET clause"). The nest level itself (which
 * settings a plain SET changed, and that a SET LOCAL inside needs no save for the transaction's end)
 * is the session's: {@code SessionSettings.enterRoutine}.
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
        Map<Setting, String> prior = new EnumMap<>(Setting.class);
        for (String entry : config) {
            prior.putIfAbsent(Setting.of(RoutineAttributes.split(entry)[0]), null);
        }
        for (Setting setting : prior.keySet()) {
            prior.put(setting, s.getSetting(setting.key()));
        }
        s.settings().enterRoutine(prior.keySet());
        try {
            for (String entry : config) {
                String[] kv = RoutineAttributes.split(entry);
                s.applySetting(kv[0], kv[1]);
            }
            return call.get();
        } finally {
            for (Setting setting : s.settings().exitRoutine()) {
                s.applySetting(setting.key(), prior.get(setting));
            }
        }
    }
}
