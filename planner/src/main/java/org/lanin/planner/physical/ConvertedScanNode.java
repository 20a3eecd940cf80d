package org.lanin.planner.physical;

import java.util.List;
import java.util.Map;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.SeqScanOperator;
import org.lanin.engine.partition.PartitionScanOperator;
import org.lanin.engine.partition.TupleConversionMap;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;

/**
 * A partition whose column layout differs from its root's (a dropped column, another column
 * order): its rows are converted to the root's layout through the cached map, then filtered by
 * the WHERE clause bound over the root's row.
 */
public final class ConvertedScanNode extends PhysicalNode {
    private final TableDef leaf;
    private final ScanTarget target;
    private final TupleConversionMap map;
    private final BoundExpr filter;
    private final RowExpr compiledFilter;
    private final int rootWidth;

    public ConvertedScanNode(TableDef leaf, ScanTarget target, TupleConversionMap map, BoundExpr filter, int rootWidth) {
        this.leaf = leaf;
        this.target = target;
        this.map = map;
        this.filter = filter;
        this.compiledFilter = org.lanin.planner.compile.QualCompiler.compile(filter);
        this.rootWidth = rootWidth;
    }

    @Override
    public String nodeName() {
        return "Seq Scan";
    }

    @Override
    public String target() {
        return target.onText();
    }

    @Override
    public void identity(Map<String, Object> json) {
        target.identity(json);
    }

    @Override
    public void explain(ExplainProperties out) {
        if (filter != null) {
            out.add("Filter", ExprText.render(filter, out.names(target.qualNames())));
        }
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return new PartitionScanOperator(new SeqScanOperator(leaf, null), map, compiledFilter, rootWidth);
    }

    static List<String> none() {
        return List.of();
    }
}
