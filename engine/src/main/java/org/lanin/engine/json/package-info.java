/**
 * The json and jsonb types (PostgreSQL's {@code utils/adt/json.c}, {@code jsonb.c},
 * {@code jsonb_util.c}, {@code jsonfuncs.c}, {@code jsonb_op.c}, {@code jsonpath*.c}).
 *
 * <p>Invariants: a {@link org.lanin.engine.json.JsonText} (json) holds text that
 * {@link org.lanin.engine.json.JsonParser} accepted, exactly as written. A
 * {@link org.lanin.engine.json.Jsonb} holds an immutable tree whose nodes are {@link
 * org.lanin.engine.json.JsonNull#NULL}, {@link Boolean}, {@link java.math.BigDecimal} (never a
 * negative scale), {@link String}, an unmodifiable {@link java.util.List} or an unmodifiable
 * {@link java.util.Map} whose iteration order is jsonb's key order (UTF-8 length, then bytes)
 * with unique keys; nothing else. Equality, hashing and ordering ({@link
 * org.lanin.engine.json.JsonbOrder}) agree: numbers compare by value, so {@code 1.0 = 1}.
 *
 * <p>SQL/JSON paths: {@code JsonPathLexer} and {@code JsonPathParser} (jsonpath_scan.l,
 * jsonpath_gram.y) build immutable {@code JsonPathItem} chains; {@code JsonPathExecutor} runs one
 * over a jsonb tree after jsonpath_exec.c, with {@code JsonPathPredicates} (three-valued
 * predicates), {@code JsonPathArithmetic} and {@code JsonPathMethods}; {@link
 * org.lanin.engine.json.JsonbPath} is the entry point of the SQL functions and operators.
 */
package org.lanin.engine.json;
