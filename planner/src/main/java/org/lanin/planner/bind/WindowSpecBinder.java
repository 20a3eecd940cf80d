package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import net.sf.jsqlparser.expression.AnalyticExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.WindowDefinition;
import net.sf.jsqlparser.expression.WindowElement;
import net.sf.jsqlparser.expression.WindowOffset;
import net.sf.jsqlparser.statement.select.OrderByElement;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.SortKey;
import org.lanin.engine.exec.WindowFrame;
import org.lanin.engine.exec.RangeOffsets;
import org.lanin.engine.exec.WindowFrame.Bound;
import org.lanin.engine.exec.WindowFrame.Mode;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.DataType;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;

/**
 * The OVER clause of a window call: PARTITION BY and ORDER BY keys bound over the row the
 * window is computed on, and the frame. A named window ({@code OVER w}) is looked up in the
 * query's WINDOW clause. JSqlParser 5.3 parses neither GROUPS frames nor EXCLUDE: the parser's
 * input carries them as a marker call first in PARTITION BY
 * ({@code org.lanin.planner.cache.WindowFrameClauses}), read back here and never bound. RANGE
 * offsets are typed by the ORDER BY column (bigint for integers, double precision, numeric,
 * interval for dates, times and intervals: PostgreSQL's in_range functions).
 */
record WindowSpecBinder(String text, RowExpr[] partition, Comparator<Object>[] partitionCmps,
                        RowExpr[] order, Comparator<Object>[] orderCmps, WindowFrame frame) {

    @SuppressWarnings({"unchecked", "rawtypes"})
    static WindowSpecBinder bind(ExprBinder args, AnalyticExpression a, WindowCollector windows) {
        List<?> partitionBy = a.getPartitionExpressionList();
        List<OrderByElement> orderBy = a.getOrderByElements();
        WindowElement frameClause = a.getWindowElement();
        if (a.getWindowName() != null) {
            String name = Names.fold(a.getWindowName());
            WindowDefinition d = windows.named(name);
            if (d == null) {
                throw LaninException.of(WindowBindMsg.UNDEFINED_WINDOW, name);
            }
            partitionBy = d.getPartitionExpressionList();
            orderBy = d.getOrderByElements();
            frameClause = d.getWindowElement();
        }
        StringBuilder text = new StringBuilder("P");
        List<RowExpr> pk = new ArrayList<>();
        List<Comparator<Object>> pc = new ArrayList<>();
        FrameMarker marker = FrameMarker.NONE;
        if (partitionBy != null) {
            for (Object o : partitionBy) {
                FrameMarker m = FrameMarker.of((Expression) o);
                if (m != null) {
                    marker = m;
                    continue;
                }
                BoundExpr k = args.bind((Expression) o);
                pk.add(ExprCompiler.compile(k));
                pc.add(SortKey.of(k.type().kind(), false, false));
                text.append(k).append(';');
            }
        }
        text.append("O");
        List<RowExpr> ok = new ArrayList<>();
        List<Comparator<Object>> oc = new ArrayList<>();
        WindowFrame.RangeKey rangeKey = null;
        DataType rangeType = null;
        if (orderBy != null) {
            for (OrderByElement el : orderBy) {
                BoundExpr k = args.bind(el.getExpression());
                boolean desc = !el.isAsc();
                boolean nullsFirst = el.getNullOrdering() == null ? desc
                        : el.getNullOrdering() == OrderByElement.NullOrdering.NULLS_FIRST;
                if (ok.isEmpty()) {
                    rangeType = k.type();
                    rangeKey = new WindowFrame.RangeKey(ExprCompiler.compile(k), !desc, nullsFirst,
                            RangeOffsets.forKind(k.type().kind()));
                }
                ok.add(ExprCompiler.compile(k));
                oc.add(SortKey.of(k.type().kind(), desc, nullsFirst));
                text.append(k).append(desc).append(nullsFirst).append(';');
            }
        }
        return new WindowSpecBinder(text.toString(), pk.toArray(new RowExpr[0]), pc.toArray(new Comparator[0]),
                ok.toArray(new RowExpr[0]), oc.toArray(new Comparator[0]),
                frame(args, frameClause, marker, ok.size(), rangeKey, rangeType));
    }

    private static WindowFrame frame(ExprBinder b, WindowElement w, FrameMarker marker, int orderColumns,
                                     WindowFrame.RangeKey rangeKey, DataType rangeType) {
        if (w == null) {
            return WindowFrame.DEFAULT;
        }
        Mode mode = marker.groups() ? Mode.GROUPS : w.getType() == WindowElement.Type.ROWS ? Mode.ROWS : Mode.RANGE;
        WindowOffset start = w.getRange() != null ? w.getRange().getStart() : w.getOffset();
        WindowOffset end = w.getRange() != null ? w.getRange().getEnd() : null;
        Bound s = bound(start);
        Bound e = end == null ? Bound.CURRENT_ROW : bound(end);
        if (s == Bound.UNBOUNDED_FOLLOWING) {
            throw LaninException.of(WindowBindMsg.BAD_FRAME, "frame start cannot be UNBOUNDED FOLLOWING");
        }
        if (e == Bound.UNBOUNDED_PRECEDING) {
            throw LaninException.of(WindowBindMsg.BAD_FRAME, "frame end cannot be UNBOUNDED PRECEDING");
        }
        if (s == Bound.CURRENT_ROW && e == Bound.PRECEDING) {
            throw LaninException.of(WindowBindMsg.BAD_FRAME, "frame starting from current row cannot have preceding rows");
        }
        if (s == Bound.FOLLOWING && (e == Bound.PRECEDING || e == Bound.CURRENT_ROW)) {
            throw LaninException.of(WindowBindMsg.BAD_FRAME, "frame starting from following row cannot have preceding rows");
        }
        boolean offsets = s == Bound.PRECEDING || s == Bound.FOLLOWING || e == Bound.PRECEDING || e == Bound.FOLLOWING;
        if (mode == Mode.GROUPS && orderColumns == 0) {
            throw LaninException.of(WindowBindMsg.BAD_FRAME, "GROUPS mode requires an ORDER BY clause");
        }
        WindowFrame.RangeKey range = null;
        if (mode == Mode.RANGE && offsets) {
            if (orderColumns != 1) {
                throw LaninException.of(WindowBindMsg.BAD_FRAME,
                        "RANGE with offset PRECEDING/FOLLOWING requires exactly one ORDER BY column");
            }
            if (rangeKey.inRange() == null) {
                throw LaninException.of(WindowBindMsg.RANGE_OFFSET_TYPE, rangeType.displayName());
            }
            range = rangeKey;
        }
        String kind = mode.name();
        return new WindowFrame(mode, s, offset(b, start, s, kind, rangeType, range),
                e, end == null ? null : offset(b, end, e, kind, rangeType, range), marker.exclusion(), range);
    }

    private static Bound bound(WindowOffset o) {
        return switch (o.getType()) {
            case CURRENT -> Bound.CURRENT_ROW;
            case PRECEDING -> o.getExpression() == null ? Bound.UNBOUNDED_PRECEDING : Bound.PRECEDING;
            case FOLLOWING -> o.getExpression() == null ? Bound.UNBOUNDED_FOLLOWING : Bound.FOLLOWING;
            default -> throw LaninException.of(WindowBindMsg.NOT_SUPPORTED, "window frame bound " + o);
        };
    }

    private static RowExpr offset(ExprBinder b, WindowOffset o, Bound bound, String kind, DataType column,
                                  WindowFrame.RangeKey range) {
        if (bound != Bound.PRECEDING && bound != Bound.FOLLOWING) {
            return null;
        }
        BoundExpr n = b.bind(o.getExpression());
        if (BoundExprs.readsColumns(n)) {
            throw LaninException.of(WindowBindMsg.FRAME_OFFSET_VARIABLES, kind);
        }
        if (range == null) {
            return ExprCompiler.compile(b.coerce(n, DataType.BIGINT));
        }
        TypeKind wanted = RangeOffsets.offsetKind(column.kind());
        TypeKind given = n.type().kind();
        boolean fits = given == TypeKind.UNKNOWN || given == wanted
                || given.isNumeric() && switch (wanted) {
                    case BIGINT -> given == TypeKind.SMALLINT || given == TypeKind.INTEGER;
                    case NUMERIC -> given != TypeKind.REAL && given != TypeKind.DOUBLE;
                    case DOUBLE -> true;
                    default -> false;
                };
        if (!fits) {
            throw LaninException.of(WindowBindMsg.RANGE_OFFSET_TYPES, column.displayName(), n.type().displayName());
        }
        return ExprCompiler.compile(b.coerce(n, DataType.of(wanted)));
    }
}
