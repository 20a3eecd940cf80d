package org.lanin.planner.func;

import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;

/**
 * PostgreSQL's POSIX regular expression match operators {@code ~ ~* !~ !~*} (textregexeq and
 * friends), on java.util.regex: the patterns tools send (anchors, classes, alternation,
 * quantifiers) mean the same in both; PostgreSQL's ARE extensions ({@code \m}, {@code \y},
 * embedded options beyond {@code (?i)}) are not translated. The last pattern is cached: a call
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
            try {
                lastPattern = Pattern.compile(source, caseInsensitive ? Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE : 0);
            } catch (PatternSyntaxException e) {
                throw LaninException.of(PlannerMsg.INVALID_REGEX, e.getDescription());
            }
            lastSource = source;
        }
        return lastPattern;
    }
}
