package org.lanin.planner.bind;

import java.util.Locale;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import org.lanin.engine.exec.WindowFrame;

/**
 * The frame clauses JSqlParser cannot parse, as the parser's input carries them: a call
 * {@code lanin_frame_<mode>_<exclusion>()} first in the window's PARTITION BY, where mode is
 * {@code groups} (the frame clause said GROUPS and reads as ROWS) or {@code same}, and exclusion
 * {@code none}, {@code current_row}, {@code group} or {@code ties}
 * ({@code org.lanin.planner.cache.WindowFrameClauses} writes it).
 */
record FrameMarker(boolean groups, WindowFrame.Exclusion exclusion) {
    static final String PREFIX = "lanin_frame_";
    static final FrameMarker NONE = new FrameMarker(false, WindowFrame.Exclusion.NO_OTHERS);

    /** The marker {@code e} is, or null when it is an ordinary PARTITION BY key. */
    static FrameMarker of(Expression e) {
        if (!(e instanceof Function f) || f.getParameters() != null && !f.getParameters().isEmpty()) {
            return null;
        }
        String name = f.getName().toLowerCase(Locale.ROOT);
        if (!name.startsWith(PREFIX)) {
            return null;
        }
        String rest = name.substring(PREFIX.length());
        int cut = rest.indexOf('_');
        if (cut < 0) {
            return null;
        }
        WindowFrame.Exclusion exclusion = switch (rest.substring(cut + 1)) {
            case "current_row" -> WindowFrame.Exclusion.CURRENT_ROW;
            case "group" -> WindowFrame.Exclusion.GROUP;
            case "ties" -> WindowFrame.Exclusion.TIES;
            default -> WindowFrame.Exclusion.NO_OTHERS;
        };
        return new FrameMarker(rest.substring(0, cut).equals("groups"), exclusion);
    }
}
