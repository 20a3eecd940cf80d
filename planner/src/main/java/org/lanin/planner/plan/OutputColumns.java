package org.lanin.planner.plan;

import java.sql.ResultSetMetaData;
import net.sf.jsqlparser.expression.CastExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.Parenthesis;
import net.sf.jsqlparser.schema.Column;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.Names;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.session.ColumnInfo;

/** Result column names and metadata, named the way PostgreSQL names them. */
final class OutputColumns {
    private OutputColumns() {
    }

    /** PostgreSQL's FigureColname: the column name, function name, cast target... else ?column?. */
    static String label(Expression e) {
        if (e instanceof Column c) {
            return Names.fold(c.getColumnName());
        }
        if (e instanceof Function f && isOperatorMarker(f)) {
            return "?column?"; // a json operator spelled as a marker call (cache.JsonOperators)
        }
        if (e instanceof Function f) {
            String name = Names.fold(f.getName());
            return name.substring(name.lastIndexOf('.') + 1); // pg_catalog.f(...) is labelled f
        }
        if (e instanceof net.sf.jsqlparser.expression.AnalyticExpression a) {
            return Names.fold(a.getName()); // agg(...) FILTER (...), f(...) OVER (...)
        }
        if (e instanceof CastExpression c) {
            // PostgreSQL's FigureColname: a cast keeps a strong name of its operand (a column's, a
            // function's), else takes its type's ('t'::regclass::text is "text", x::regtype::text is "x").
            return strength(c.getLeftExpression()) == 2 ? label(c.getLeftExpression())
                    : typeLabel(c.getColDataType().getDataType());
        }
        if (e instanceof Parenthesis p) {
            return label(p.getExpression());
        }
        if (e instanceof net.sf.jsqlparser.expression.CaseExpression) {
            return "case";
        }
        if (e instanceof net.sf.jsqlparser.expression.ExtractExpression) {
            return "extract";
        }
        if (e instanceof net.sf.jsqlparser.expression.TimeKeyExpression t) {
            return t.getStringValue().toLowerCase(java.util.Locale.ROOT);
        }
        if (e instanceof net.sf.jsqlparser.expression.operators.relational.ExistsExpression) {
            return "exists";
        }
        return "?column?";
    }

    private static String typeLabel(String type) {
        String t = type.toLowerCase(java.util.Locale.ROOT).replaceAll("\\s*\\(.*", "");
        return switch (t) {
            case "int", "integer" -> "int4";
            case "bigint" -> "int8";
            case "smallint" -> "int2";
            case "boolean" -> "bool";
            case "double precision" -> "float8";
            case "real" -> "float4";
            case "character varying" -> "varchar";
            default -> t;
        };
    }

    /** Metadata for an output column computed by {@code e}. */
    static ColumnInfo info(String label, BoundExpr e, BindContext bc) {
        if (e instanceof BoundExpr.ColumnRef c && c.table() != null && !c.table().isEmpty()) {
            TableDef t = bc.catalog().table(c.table());
            ColumnDef col = t == null ? null : t.column(c.name());
            if (col != null) {
                return new ColumnInfo(label, col.name(), t.name(), e.type(),
                        col.notNull() ? ResultSetMetaData.columnNoNulls : ResultSetMetaData.columnNullable);
            }
        }
        return new ColumnInfo(label, label, "", e.type(), ResultSetMetaData.columnNullableUnknown);
    }

    /** FigureColnameInternal's strength: 2 for a column, function or keyword name, 1 for a type or "case", else 0. */
    private static boolean isOperatorMarker(Function f) {
        return f.getName() != null && f.getName().startsWith("lanin_jop_");
    }

    private static int strength(Expression e) {
        if (e instanceof Function f && isOperatorMarker(f)) {
            return 0;
        }
        if (e instanceof Column || e instanceof Function || e instanceof net.sf.jsqlparser.expression.AnalyticExpression
                || e instanceof net.sf.jsqlparser.expression.ExtractExpression
                || e instanceof net.sf.jsqlparser.expression.TimeKeyExpression
                || e instanceof net.sf.jsqlparser.expression.operators.relational.ExistsExpression) {
            return 2;
        }
        if (e instanceof CastExpression c) {
            return strength(c.getLeftExpression()) == 2 ? 2 : 1;
        }
        if (e instanceof Parenthesis p) {
            return strength(p.getExpression());
        }
        return e instanceof net.sf.jsqlparser.expression.CaseExpression ? 1 : 0;
    }
}
