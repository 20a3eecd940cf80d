package org.lanin.engine.func;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;

/**
 * The catalogue of SQL scalar functions and PostgreSQL-style overload resolution. Lookup is by
 * lower-cased name. Among the overloads that accept the argument count and whose parameters
 * every argument converts to implicitly, the one with the lowest conversion cost wins
 * ({@link #conversionCost}); ties go to the overload registered first. This approximates
 * PostgreSQL's rules, including its preference for double precision over numeric when an
 * integer must be converted (so {@code round(1)} is double precision, as in PostgreSQL).
 * Immutable after construction; safe to share between threads.
 */
public final class FunctionRegistry {
    private static final FunctionRegistry STANDARD = createStandard();

    private final Map<String, List<FunctionDef>> byName;

    private FunctionRegistry(Map<String, List<FunctionDef>> byName) {
        this.byName = byName;
    }

    /** The built-in functions. */
    public static FunctionRegistry standard() {
        return STANDARD;
    }

    private static FunctionRegistry createStandard() {
        Builder b = new Builder();
        StringFunctions.register(b);
        MathFunctions.register(b);
        DateTimeFunctions.register(b);
        BinFunctions.register(b);
        ByteaFunctions.register(b);
        IntervalFunctions.register(b);
        RegexFunctions.register(b);
        FormatFunction.register(b);
        ToCharFunctions.register(b);
        MiscFunctions.register(b);
        ExtensionFunctions.register(b);
        return b.build();
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Every overload, for pg_proc (order unspecified). */
    public List<FunctionDef> definitions() {
        List<FunctionDef> out = new java.util.ArrayList<>();
        byName.values().forEach(out::addAll);
        return out;
    }

    public boolean exists(String name) {
        return byName.containsKey(name.toLowerCase(Locale.ROOT));
    }

    /** Resolves a call; 42883 "function f(integer, text) does not exist" when nothing matches. */
    public ScalarFunction resolve(String name, List<DataType> argTypes) {
        String key = name.toLowerCase(Locale.ROOT);
        FunctionDef best = null;
        int bestCost = Integer.MAX_VALUE;
        for (FunctionDef def : byName.getOrDefault(key, List.of())) {
            int cost = cost(def, argTypes);
            if (cost < bestCost) {
                best = def;
                bestCost = cost;
            }
        }
        if (best == null) {
            String args = argTypes.stream().map(t -> t.isArray() || t.kind() == org.lanin.engine.type.TypeKind.ENUM ? t.displayName()
                    : t.kind().sqlName()).collect(Collectors.joining(", "));
            throw LaninException.withHint(TypeMsg.FUNCTION_HINT, TypeMsg.FUNCTION_DOES_NOT_EXIST, key, args);
        }
        return ResolvedFunction.of(best, argTypes);
    }

    private static int cost(FunctionDef def, List<DataType> args) {
        if (!def.accepts(args.size())) {
            return Integer.MAX_VALUE;
        }
        int total = 0;
        for (int i = 0; i < def.params().size(); i++) {
            int c = conversionCost(args.get(i).kind(), def.params().get(i));
            if (c < 0) {
                return Integer.MAX_VALUE;
            }
            total += c;
        }
        if (def.variadic() == FunctionDef.Variadic.COMMON) {
            try {
                ResolvedFunction.commonType(def.name(), args, def.params().size());
            } catch (LaninException e) {
                return Integer.MAX_VALUE;
            }
        }
        return total;
    }

    /**
     * Cost of converting an argument to a parameter kind, or -1 when there is no implicit
     * conversion. Exact 0; unknown literal → text 1, → other 2; widening an integer 2-3;
     * any number → double 4, → numeric 6, → real 8; char/varchar → text 1; date → timestamp 2.
     */
    static int conversionCost(TypeKind from, TypeKind to) {
        if (from == to) {
            return 0;
        }
        if (from == TypeKind.UNKNOWN) {
            return to == TypeKind.TEXT ? 1 : 2;
        }
        if (from.isText() && to.isText()) {
            return to == TypeKind.TEXT ? 1 : 2;
        }
        if (from.isNumeric() && to.isNumeric()) {
            if (!org.lanin.engine.type.Casts.canCoerceImplicitly(from, to)) {
                return -1;
            }
            return switch (to) {
                case INTEGER -> 2;
                case BIGINT -> from == TypeKind.SMALLINT ? 3 : 2;
                case DOUBLE -> 4;
                case NUMERIC -> 6;
                default -> 8;
            };
        }
        if (org.lanin.engine.type.Casts.canCoerceImplicitly(from, to)) {
            return from == TypeKind.DATE && to == TypeKind.TIMESTAMPTZ ? 3 : 2;
        }
        return -1;
    }

    /** Collects overloads; the registration classes call it. */
    public static final class Builder {
        private final Map<String, List<FunctionDef>> byName = new HashMap<>();

        public Builder add(FunctionDef def) {
            byName.computeIfAbsent(def.name(), k -> new ArrayList<>()).add(def);
            return this;
        }

        /** A strict immutable function with fixed parameters. */
        public Builder fn(String name, DataType result, FunctionBody body, TypeKind... params) {
            return add(new FunctionDef(name, List.of(params), FunctionDef.Variadic.NONE, result, true, Volatility.IMMUTABLE, body));
        }

        /** Same overload under several names (e.g. ceil/ceiling). */
        public Builder fn(String[] names, DataType result, FunctionBody body, TypeKind... params) {
            for (String n : names) {
                fn(n, result, body, params);
            }
            return this;
        }

        public FunctionRegistry build() {
            Map<String, List<FunctionDef>> copy = new HashMap<>();
            byName.forEach((k, v) -> copy.put(k, List.copyOf(v)));
            return new FunctionRegistry(Map.copyOf(copy));
        }
    }
}
