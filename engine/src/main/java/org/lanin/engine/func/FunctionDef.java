package org.lanin.engine.func;

import java.util.List;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;

/**
 * One registered overload. {@code params} are the fixed parameter kinds; {@code variadic}
 * says what follows them: {@link Variadic#NONE}, {@link Variadic#ANY} (any number of arguments
 * of any type, passed unconverted, like {@code VARIADIC "any"}) or {@link Variadic#COMMON}
 * (one or more arguments converted to their common type, which is also the result type, as
 * for greatest/least). {@code result} is null exactly for COMMON.
 */
public record FunctionDef(String name, List<TypeKind> params, Variadic variadic, DataType result, boolean strict,
        Volatility volatility, FunctionBody body) {

    public enum Variadic {
        NONE,
        ANY,
        COMMON
    }

    public boolean accepts(int argCount) {
        return switch (variadic) {
            case NONE -> argCount == params.size();
            case ANY -> argCount >= params.size();
            case COMMON -> argCount >= params.size() + 1;
        };
    }
}
