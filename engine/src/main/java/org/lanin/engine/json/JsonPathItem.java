package org.lanin.engine.json;

import java.util.List;
import java.util.regex.Pattern;

/**
 * One node of a parsed jsonpath (PostgreSQL's {@code JsonPathItem} of {@code jsonpath.h}): a kind,
 * the operands that kind uses, and the next item of its accessor chain ({@code $.a[1]} is ROOT ->
 * KEY a -> INDEX_ARRAY). Like PostgreSQL's, one shape serves every kind; the parser links
 * {@code next} while it builds the chain, and nothing changes an item after parsing.
 */
final class JsonPathItem {
    enum Kind {
        ROOT, CURRENT, LAST, LITERAL, VARIABLE, KEY, ANY_KEY, ANY_ARRAY, INDEX_ARRAY, ANY, FILTER,
        SIZE, TYPE, DOUBLE, CEILING, FLOOR, ABS, KEYVALUE,
        ADD, SUB, MUL, DIV, MOD, PLUS, MINUS,
        EQ, NE, LT, LE, GT, GE, AND, OR, NOT, IS_UNKNOWN, EXISTS, STARTS_WITH, LIKE_REGEX;

        boolean isBool() {
            return ordinal() >= EQ.ordinal();
        }

        boolean isComparison() {
            return ordinal() >= EQ.ordinal() && ordinal() <= GE.ordinal();
        }

        /** jspOperationName: the spelling in error messages. */
        String opName() {
            return switch (this) {
                case ADD, PLUS -> "+";
                case SUB, MINUS -> "-";
                case MUL -> "*";
                case DIV -> "/";
                case MOD -> "%";
                default -> name().toLowerCase(java.util.Locale.ROOT);
            };
        }
    }

    /** A subscript {@code [from]} or {@code [from to to]} (to null for a single index). */
    record Subscript(JsonPathItem from, JsonPathItem to) {
    }

    final Kind kind;
    /** KEY's key, VARIABLE's name. */
    String name;
    /** LITERAL's value: a jsonb node. */
    Object value;
    /** The operand(s): of arithmetic, predicates, FILTER (its predicate), EXISTS. */
    JsonPathItem left;
    JsonPathItem right;
    List<Subscript> subscripts;
    /** ANY's levels ({@code .**{first to last}}), Integer.MAX_VALUE for last. */
    int first;
    int last;
    /** LIKE_REGEX's compiled pattern. */
    Pattern regex;
    JsonPathItem next;

    JsonPathItem(Kind kind) {
        this.kind = kind;
    }

    static JsonPathItem of(Kind kind, JsonPathItem left, JsonPathItem right) {
        JsonPathItem i = new JsonPathItem(kind);
        i.left = left;
        i.right = right;
        return i;
    }

    static JsonPathItem literal(Object value) {
        JsonPathItem i = new JsonPathItem(Kind.LITERAL);
        i.value = value;
        return i;
    }

    static JsonPathItem named(Kind kind, String name) {
        JsonPathItem i = new JsonPathItem(kind);
        i.name = name;
        return i;
    }

    /** Appends {@code tail} at the end of this item's accessor chain. */
    JsonPathItem append(JsonPathItem tail) {
        JsonPathItem end = this;
        while (end.next != null) {
            end = end.next;
        }
        end.next = tail;
        return this;
    }
}
