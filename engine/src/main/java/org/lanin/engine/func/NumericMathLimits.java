package org.lanin.engine.func;

import java.math.BigDecimal;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.TypeMsg;

/** Argument checks and limits shared by the numeric-valued functions. */
final class NumericMathLimits {
    /** PostgreSQL's NUMERIC_MAX_RESULT_SCALE (round/trunc scale argument). */
    static final int MAX_SCALE = 2000;

    private NumericMathLimits() {
    }

    static void checkLog(BigDecimal x) {
        if (x.signum() == 0) {
            throw LaninException.of(TypeMsg.LOG_OF_ZERO);
        }
        if (x.signum() < 0) {
            throw LaninException.of(TypeMsg.LOG_OF_NEGATIVE);
        }
    }
}
