package org.lanin.engine.json;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.func.PgRegex;
import org.lanin.engine.json.JsonPathItem.Kind;
import org.lanin.engine.json.JsonPathLexer.T;
import org.lanin.engine.json.JsonPathLexer.Tok;

/**
 * Recursive descent over PostgreSQL 15's {@code jsonpath_gram.y}: an optional mode
 * ({@code strict}/{@code lax}), then an expression or a predicate. Precedence, loosest first:
 * {@code ||}, {@code &&}, {@code !}, a comparison / {@code starts with} / {@code like_regex}
 * (not associative), {@code + -}, {@code * / %}, unary {@code + -}, accessors. Where the grammar
 * wants a predicate ({@code &&}, filters, {@code !}) or a value (arithmetic, comparison operands)
 * and gets the other, the error is 42601 as bison's. {@code @} outside a filter and {@code last}
 * outside a subscript are refused here, as PostgreSQL's flattenJsonPathParseItem does.
 */
final class JsonPathParser {
    /** A parsed path: its mode and its expression. */
    record JsonPath(boolean lax, JsonPathItem expr) {
    }

    private static final List<String> METHODS = List.of("size", "type", "double", "ceiling", "floor", "abs", "keyvalue");

    private final List<Tok> toks;
    private int pos;
    private int filterDepth;
    private int subscriptDepth;

    private JsonPathParser(List<Tok> toks) {
        this.toks = toks;
    }

    static JsonPath parse(String text) {
        JsonPathParser p = new JsonPathParser(JsonPathLexer.tokens(text));
        if (p.peek().type() == T.END) {
            throw LaninException.of(JsonMsg.JSONPATH_INVALID_INPUT, text); // jsonpath_in: the grammar gave no path
        }
        boolean lax = true;
        if (p.peek().isWord("strict")) {
            lax = false;
            p.pos++;
        } else if (p.peek().isWord("lax")) {
            p.pos++;
        }
        JsonPathItem e = p.or();
        if (p.peek().type() != T.END) {
            throw p.syntaxHere();
        }
        return new JsonPath(lax, e);
    }

    private Tok peek() {
        return toks.get(pos);
    }

    private boolean accept(String punct) {
        if (peek().is(punct)) {
            pos++;
            return true;
        }
        return false;
    }

    private boolean acceptWord(String word) {
        if (peek().isWord(word)) {
            pos++;
            return true;
        }
        return false;
    }

    private void expect(String punct) {
        if (!accept(punct)) {
            throw syntaxHere();
        }
    }

    private LaninException syntaxHere() {
        Tok t = peek();
        return JsonPathLexer.syntax(t.type() == T.STRING ? "\"" + t.text() + "\"" : t.text());
    }

    private JsonPathItem predicate(JsonPathItem i) {
        if (!i.kind.isBool() || i.next != null) {
            throw syntaxHere();
        }
        return i;
    }

    private JsonPathItem value(JsonPathItem i) {
        if (i.kind.isBool() && i.next == null) {
            throw syntaxHere();
        }
        return i;
    }

    private JsonPathItem or() {
        JsonPathItem l = and();
        while (accept("||")) {
            l = JsonPathItem.of(Kind.OR, predicate(l), predicate(and()));
        }
        return l;
    }

    private JsonPathItem and() {
        JsonPathItem l = not();
        while (accept("&&")) {
            l = JsonPathItem.of(Kind.AND, predicate(l), predicate(not()));
        }
        return l;
    }

    private JsonPathItem not() {
        if (!accept("!")) {
            return comparison();
        }
        if (!peek().is("(") && !peek().isWord("exists")) {
            throw syntaxHere();
        }
        return JsonPathItem.of(Kind.NOT, predicate(primary()), null);
    }

    private JsonPathItem comparison() {
        JsonPathItem l = additive();
        Kind op = comparisonOp(peek());
        if (op != null) {
            pos++;
            value(l);
            return JsonPathItem.of(op, l, value(additive()));
        }
        if (acceptWord("starts")) {
            if (!acceptWord("with")) {
                throw syntaxHere();
            }
            value(l);
            Tok t = peek();
            if (t.type() != T.STRING && t.type() != T.VARIABLE) {
                throw syntaxHere();
            }
            pos++;
            JsonPathItem initial = t.type() == T.STRING ? JsonPathItem.literal(t.text()) : JsonPathItem.named(Kind.VARIABLE, t.text());
            return JsonPathItem.of(Kind.STARTS_WITH, l, initial);
        }
        if (acceptWord("like_regex")) {
            value(l);
            return likeRegex(l);
        }
        return l;
    }

    private JsonPathItem likeRegex(JsonPathItem l) {
        String pattern = string();
        String flags = acceptWord("flag") ? string() : "";
        JsonPathItem i = JsonPathItem.of(Kind.LIKE_REGEX, l, null);
        i.regex = regex(pattern, flags);
        return i;
    }

    private String string() {
        Tok t = peek();
        if (t.type() != T.STRING) {
            throw syntaxHere();
        }
        pos++;
        return t.text();
    }

    /** XQuery's flags as PostgreSQL's jspConvertRegexFlags maps them (dot excludes a newline unless s). */
    private static Pattern regex(String pattern, String flags) {
        int f = 0;
        boolean dotAll = false;
        for (char c : flags.toCharArray()) {
            switch (c) {
                case 'i' -> f |= Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
                case 's' -> dotAll = true;
                case 'm' -> f |= Pattern.MULTILINE;
                case 'q' -> f |= Pattern.LITERAL;
                case 'x' -> throw LaninException.of(JsonMsg.JSONPATH_NOT_SUPPORTED, "XQuery \"x\" flag (expanded regular expressions)");
                default -> throw LaninException.of(JsonMsg.JSONPATH_INVALID_FLAG, String.valueOf(c));
            }
        }
        return PgRegex.compile(pattern, dotAll ? f | Pattern.DOTALL : f);
    }

    private static Kind comparisonOp(Tok t) {
        if (t.type() != T.PUNCT) {
            return null;
        }
        return switch (t.text()) {
            case "==" -> Kind.EQ;
            case "!=", "<>" -> Kind.NE;
            case "<" -> Kind.LT;
            case "<=" -> Kind.LE;
            case ">" -> Kind.GT;
            case ">=" -> Kind.GE;
            default -> null;
        };
    }

    private JsonPathItem additive() {
        JsonPathItem l = multiplicative();
        while (peek().is("+") || peek().is("-")) {
            Kind op = peek().is("+") ? Kind.ADD : Kind.SUB;
            pos++;
            value(l);
            l = JsonPathItem.of(op, l, value(multiplicative()));
        }
        return l;
    }

    private JsonPathItem multiplicative() {
        JsonPathItem l = unary();
        while (peek().is("*") || peek().is("/") || peek().is("%")) {
            Kind op = peek().is("*") ? Kind.MUL : peek().is("/") ? Kind.DIV : Kind.MOD;
            pos++;
            value(l);
            l = JsonPathItem.of(op, l, value(unary()));
        }
        return l;
    }

    /** makeItemUnary: a sign on a bare numeric literal folds into the literal. */
    private JsonPathItem unary() {
        if (!peek().is("+") && !peek().is("-")) {
            return accessorChain();
        }
        boolean minus = peek().is("-");
        pos++;
        JsonPathItem arg = value(unary());
        if (arg.kind == Kind.LITERAL && arg.value instanceof BigDecimal d && arg.next == null) {
            return minus ? JsonPathItem.literal(d.negate()) : arg;
        }
        return JsonPathItem.of(minus ? Kind.MINUS : Kind.PLUS, arg, null);
    }

    private JsonPathItem accessorChain() {
        JsonPathItem head = primary();
        while (true) {
            if (accept(".")) {
                head.append(member());
            } else if (accept("[")) {
                head.append(subscripts());
            } else if (accept("?")) {
                expect("(");
                filterDepth++;
                JsonPathItem p = predicate(or());
                filterDepth--;
                expect(")");
                head.append(JsonPathItem.of(Kind.FILTER, p, null));
            } else {
                return head;
            }
        }
    }

    private JsonPathItem primary() {
        Tok t = peek();
        pos++;
        switch (t.type()) {
            case NUMBER:
                return JsonPathItem.literal(JsonbNodes.number(new BigDecimal(t.text())));
            case STRING:
                return JsonPathItem.literal(t.text());
            case VARIABLE:
                return JsonPathItem.named(Kind.VARIABLE, t.text());
            case ROOT:
                return new JsonPathItem(Kind.ROOT);
            case CURRENT:
                if (filterDepth == 0) {
                    throw LaninException.of(JsonMsg.JSONPATH_CURRENT_IN_ROOT);
                }
                return new JsonPathItem(Kind.CURRENT);
            case PUNCT:
                if (t.is("(")) {
                    return parenthesized();
                }
                break;
            case IDENT:
                JsonPathItem k = keyword(t);
                if (k != null) {
                    return k;
                }
                break;
            default:
                break;
        }
        pos--;
        throw syntaxHere();
    }

    private JsonPathItem parenthesized() {
        JsonPathItem e = or();
        expect(")");
        if (e.kind.isBool() && e.next == null && acceptWord("is")) {
            if (!acceptWord("unknown")) {
                throw syntaxHere();
            }
            return JsonPathItem.of(Kind.IS_UNKNOWN, e, null);
        }
        return e;
    }

    /** Keywords match in any case, but for null, true and false (jsonpath_scan.l's "lowercase" ones). */
    private JsonPathItem keyword(Tok t) {
        String word = t.text().toLowerCase(Locale.ROOT);
        if (List.of("null", "true", "false").contains(word) && !word.equals(t.text())) {
            return null;
        }
        switch (word) {
            case "null":
                return JsonPathItem.literal(JsonNull.NULL);
            case "true":
                return JsonPathItem.literal(Boolean.TRUE);
            case "false":
                return JsonPathItem.literal(Boolean.FALSE);
            case "last":
                if (subscriptDepth == 0) {
                    throw LaninException.of(JsonMsg.JSONPATH_LAST_OUTSIDE_SUBSCRIPT);
                }
                return new JsonPathItem(Kind.LAST);
            case "exists":
                expect("(");
                JsonPathItem arg = value(or());
                expect(")");
                return JsonPathItem.of(Kind.EXISTS, arg, null);
            default:
                return null;
        }
    }

    /** After a dot: {@code *}, {@code **}, a key (any word, keywords too, or a string) or a method call. */
    private JsonPathItem member() {
        Tok t = peek();
        if (accept("*")) {
            return new JsonPathItem(Kind.ANY_KEY);
        }
        if (accept("**")) {
            return anyPath();
        }
        if (t.type() == T.STRING) {
            pos++;
            return JsonPathItem.named(Kind.KEY, t.text());
        }
        if (t.type() != T.IDENT) {
            throw syntaxHere();
        }
        pos++;
        if (!peek().is("(")) {
            return JsonPathItem.named(Kind.KEY, t.text());
        }
        String method = t.text().toLowerCase(Locale.ROOT);
        if (method.equals("datetime")) {
            throw LaninException.of(JsonMsg.JSONPATH_NOT_SUPPORTED, "item method .datetime()");
        }
        if (!METHODS.contains(method)) {
            throw syntaxHere();
        }
        pos++;
        expect(")");
        return new JsonPathItem(Kind.valueOf(method.toUpperCase(Locale.ROOT)));
    }

    /** {@code .**}, {@code .**{n}}, {@code .**{n to m}}, with {@code last} for the deepest level. */
    private JsonPathItem anyPath() {
        JsonPathItem i = new JsonPathItem(Kind.ANY);
        i.first = 0;
        i.last = Integer.MAX_VALUE;
        if (accept("{")) {
            i.first = level();
            i.last = acceptWord("to") ? level() : i.first;
            expect("}");
        }
        return i;
    }

    private int level() {
        if (acceptWord("last")) {
            return Integer.MAX_VALUE;
        }
        Tok t = peek();
        if (t.type() != T.NUMBER || !t.text().chars().allMatch(Character::isDigit)) {
            throw syntaxHere();
        }
        pos++;
        return Integer.parseInt(t.text());
    }

    private JsonPathItem subscripts() {
        if (accept("*")) {
            expect("]");
            return new JsonPathItem(Kind.ANY_ARRAY);
        }
        subscriptDepth++;
        List<JsonPathItem.Subscript> list = new ArrayList<>();
        do {
            JsonPathItem from = value(or());
            JsonPathItem to = acceptWord("to") ? value(or()) : null;
            list.add(new JsonPathItem.Subscript(from, to));
        } while (accept(","));
        subscriptDepth--;
        expect("]");
        JsonPathItem i = new JsonPathItem(Kind.INDEX_ARRAY);
        i.subscripts = List.copyOf(list);
        return i;
    }
}
