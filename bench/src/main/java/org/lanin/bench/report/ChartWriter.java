package org.lanin.bench.report;

import java.io.File;
import java.io.IOException;
import java.text.DecimalFormat;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * One PNG bar chart per workload: medians, grouped by thread count, one bar per engine. The value
 * axis is logarithmic when the bars span more than 20×, so the floor (often 10-100× above every
 * engine) does not flatten the engines being compared.
 */
public final class ChartWriter {
    private static final int WIDTH = 900;
    private static final int HEIGHT = 450;
    private static final double LOG_AXIS_SPAN = 20;

    private ChartWriter() {
    }

    public static void write(File png, String title, String unitLabel, List<Cell> cells) throws IOException {
        System.setProperty("java.awt.headless", "true");
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        double lo = Double.MAX_VALUE;
        double hi = 0;
        for (Cell c : cells) {
            if (c.measured()) {
                double median = c.stats().median();
                data.addValue(median, c.engine(), c.threads() + (c.threads() == 1 ? " thread" : " threads"));
                lo = Math.min(lo, median);
                hi = Math.max(hi, median);
            }
        }
        String axisLabel = unitLabel + " (median)";
        JFreeChart chart = ChartFactory.createBarChart(title, null, axisLabel, data,
                PlotOrientation.VERTICAL, true, false, false);
        if (lo > 0 && hi / lo > LOG_AXIS_SPAN) {
            CategoryPlot plot = chart.getCategoryPlot();
            LogAxis axis = new LogAxis(axisLabel + ", log scale");
            axis.setLowerBound(lo / 2);
            axis.setUpperBound(hi * 2);
            axis.setTickUnit(new NumberTickUnit(1.0)); // one tick per power of ten
            axis.setNumberFormatOverride(new DecimalFormat("#,##0"));
            plot.setRangeAxis(axis);
        }
        ChartUtils.saveChartAsPNG(png, chart, WIDTH, HEIGHT);
    }
}
