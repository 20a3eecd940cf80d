package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.textsearch.TsMatch;
import org.lanin.engine.textsearch.TsQuery;
import org.lanin.engine.textsearch.TsRank;
import org.lanin.engine.textsearch.TsVector;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.textsearch.TextSearch;
import org.lanin.planner.textsearch.TextSearchConfig;
import org.lanin.planner.textsearch.TsFunction;

/**
 * The text search functions and operators with PostgreSQL's signatures: to_tsvector,
 * to_tsquery, plainto_/phraseto_/websearch_to_tsquery ({@code [config,] text}), setweight, strip,
 * length(tsvector), numnode, ts_rank(tsvector, tsquery), {@code @@} (tsvector/tsquery either way
 * round, text @@ tsquery, text @@ text) and {@code ||} on tsvectors ({@code ||}/{@code &&} on
 * tsqueries). Anything else falls through to the other binders (null).
 */
final class TextSearchCalls {
    private TextSearchCalls() {
    }

    static BoundExpr bind(ExprBinder b, String name, List<BoundExpr> args) {
        return switch (name) {
            case "to_tsvector" -> configured(b, name, args, DataType.TSVECTOR, TextSearch::toTsVector);
            case "to_tsquery" -> configured(b, name, args, DataType.TSQUERY, TextSearch::toTsQuery);
            case "plainto_tsquery" -> configured(b, name, args, DataType.TSQUERY, TextSearch::plainToTsQuery);
            case "phraseto_tsquery" -> configured(b, name, args, DataType.TSQUERY, TextSearch::phraseToTsQuery);
            case "websearch_to_tsquery" -> configured(b, name, args, DataType.TSQUERY, TextSearch::websearchToTsQuery);
            case "setweight" -> args.size() == 2 && is(args.get(0), TypeKind.TSVECTOR)
                    ? call(name, List.of(args.get(0), b.coerce(args.get(1), DataType.TEXT)), DataType.TSVECTOR,
                    v -> ((TsVector) v[0]).withWeight(weight((String) v[1]))) : null;
            case "strip" -> args.size() == 1 && is(args.get(0), TypeKind.TSVECTOR)
                    ? call(name, args, DataType.TSVECTOR, v -> ((TsVector) v[0]).strip()) : null;
            case "length" -> args.size() == 1 && is(args.get(0), TypeKind.TSVECTOR)
                    ? call(name, args, DataType.INTEGER, v -> ((TsVector) v[0]).size()) : null;
            case "numnode" -> args.size() == 1 && (is(args.get(0), TypeKind.TSQUERY) || unknown(args.get(0)))
                    ? call(name, List.of(b.coerce(args.get(0), DataType.TSQUERY)), DataType.INTEGER,
                    v -> ((TsQuery) v[0]).nodeCount()) : null;
            case "ts_rank" -> args.size() == 2
                    ? call(name, List.of(b.coerce(args.get(0), DataType.TSVECTOR), b.coerce(args.get(1), DataType.TSQUERY)),
                    DataType.REAL, v -> TsRank.rank((TsVector) v[0], (TsQuery) v[1])) : null;
            default -> null;
        };
    }

    private static boolean is(BoundExpr e, TypeKind k) {
        return e.type().kind() == k;
    }

    private static boolean unknown(BoundExpr e) {
        return e.type().kind() == TypeKind.UNKNOWN;
    }

    private static char weight(String w) {
        return w.isEmpty() ? '\0' : w.charAt(0);
    }

    private interface Configured<T> {
        T apply(TextSearchConfig config, String text);
    }

    private static BoundExpr configured(ExprBinder b, String name, List<BoundExpr> args, DataType result,
                                        Configured<?> fn) {
        if (args.isEmpty() || args.size() > 2) {
            throw LaninException.withHint(TypeMsg.FUNCTION_HINT, TypeMsg.FUNCTION_DOES_NOT_EXIST, name, "");
        }
        List<BoundExpr> typed = new ArrayList<>();
        for (BoundExpr a : args) {
            typed.add(b.coerce(a, DataType.TEXT));
        }
        if (typed.size() == 1) {
            return call(name, typed, result, v -> fn.apply(TextSearchConfig.DEFAULT, (String) v[0]));
        }
        return call(name, typed, result, v -> fn.apply(TextSearchConfig.named((String) v[0]), (String) v[1]));
    }

    private static BoundExpr call(String name, List<BoundExpr> args, DataType result, Function<Object[], Object> body) {
        List<DataType> types = new ArrayList<>();
        for (BoundExpr a : args) {
            types.add(a.type());
        }
        return new BoundExpr.Call(new TsFunction(name, types, result, body), args, result);
    }

    /** {@code l @@ r}. */
    static BoundExpr match(ExprBinder b, BoundExpr l, BoundExpr r) {
        if (is(l, TypeKind.JSONB)) {
            return JsonCalls.pathOperator(b, "@@", l, r); // jsonb @@ jsonpath
        }
        if (is(l, TypeKind.TSQUERY) || (unknown(l) && is(r, TypeKind.TSVECTOR))) {
            BoundExpr t = l;
            l = r;
            r = t;
        }
        boolean queryLike = is(r, TypeKind.TSQUERY) || unknown(r);
        if (is(l, TypeKind.TSVECTOR) && queryLike) {
            List<BoundExpr> typed = List.of(b.coerce(l, DataType.TSVECTOR), b.coerce(r, DataType.TSQUERY));
            return call("@@", typed, DataType.BOOLEAN, v -> TsMatch.matches((TsVector) v[0], (TsQuery) v[1]));
        }
        if ((l.type().kind().isText() || unknown(l)) && is(r, TypeKind.TSQUERY)) {
            return call("@@", List.of(b.coerce(l, DataType.TEXT), r), DataType.BOOLEAN, v -> TsMatch.matches(
                    TextSearch.toTsVector(TextSearchConfig.DEFAULT, (String) v[0]), (TsQuery) v[1]));
        }
        if ((l.type().kind().isText() || unknown(l)) && (r.type().kind().isText() || unknown(r))) {
            return call("@@", List.of(b.coerce(l, DataType.TEXT), b.coerce(r, DataType.TEXT)), DataType.BOOLEAN,
                    v -> TsMatch.matches(TextSearch.toTsVector(TextSearchConfig.DEFAULT, (String) v[0]),
                            TextSearch.plainToTsQuery(TextSearchConfig.DEFAULT, (String) v[1])));
        }
        throw LaninException.withHint(TypeMsg.OPERATOR_HINT, TypeMsg.OPERATOR_DOES_NOT_EXIST,
                l.type().sqlName(), "@@", r.type().sqlName());
    }

    /** {@code ||} over tsvectors or tsqueries; null when neither side is one. */
    static BoundExpr concat(ExprBinder b, BoundExpr l, BoundExpr r) {
        if (is(l, TypeKind.TSVECTOR) || is(r, TypeKind.TSVECTOR)) {
            List<BoundExpr> typed = List.of(b.coerce(l, DataType.TSVECTOR), b.coerce(r, DataType.TSVECTOR));
            return call("||", typed, DataType.TSVECTOR, v -> ((TsVector) v[0]).concat((TsVector) v[1]));
        }
        if (is(l, TypeKind.TSQUERY) || is(r, TypeKind.TSQUERY)) {
            List<BoundExpr> typed = List.of(b.coerce(l, DataType.TSQUERY), b.coerce(r, DataType.TSQUERY));
            return call("||", typed, DataType.TSQUERY, v -> combine('|', (TsQuery) v[0], (TsQuery) v[1]));
        }
        return null;
    }

    private static TsQuery combine(char op, TsQuery a, TsQuery b) {
        if (a.root() == null) {
            return b;
        }
        if (b.root() == null) {
            return a;
        }
        return new TsQuery(new TsQuery.Binary(op, 0, a.root(), b.root()));
    }
}
