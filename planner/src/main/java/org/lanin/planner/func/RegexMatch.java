package org.lanin.planner.func;

import java.util.List;
import java.util.regex.Pattern;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.DataType;

/**
 * PostgreSQL's POSIX regular expression match operators {@code ~ ~* !~ !~*} (textregexeq and
 * friends), on java.util.regex through {@link org.lanin.engine.func.PgRegex} (which translates
 * what differs and documents the departures). The last pattern is cached: a call
 * site almost always matches against one constant.
 */
public final class RegexMatch implements ScalarFunction {
    private final boolean caseInsensitive;
    private final boolean negated;
    private String lastSource;
    private Pattern lastPattern;

    public RegexMatch(boolean caseInsensitive, boolean negated) {
        this.caseInsensitive = caseInsensitive;
        this.negated = negated;
    }

    @Override
    public String name() {
        return (negated ? "!" : "") + (caseInsensitive ? "~*" : "~");
    }

    @Override
    public List<DataType> argTypes() {
        return List.of(DataType.TEXT, DataType.TEXT);
    }

    @Override
    public DataType resultType() {
        return DataType.BOOLEAN;
    }

    @Override
    public boolean strict() {
        return true;
    }

    @Override
    public Volatility volatility() {
        return Volatility.IMMUTABLE;
    }

    @Override
    public Object invoke(EvalContext ctx, Object[] args) {
        if (args[0] == null || args[1] == null) {
            return null;
        }
        boolean found = pattern((String) args[1]).matcher((String) args[0]).find();
        return found != negated;
    }

    private synchronized Pattern pattern(String source) {
        if (!source.equals(lastSource)) {
            lastPattern = org.lanin.engine.func.PgRegex.compile(source, org.lanin.engine.func.PgRegex.flags(
                    caseInsensitive ? "i" : "", false, name()).javaFlags());
            lastSource = source;
        }
        return lastPattern;
    }
}
