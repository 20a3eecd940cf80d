package org.lanin.bench.report;

import java.io.File;
import java.io.IOException;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.category.DefaultCategoryDataset;

/** One PNG bar chart per workload: medians, grouped by thread count, one bar per engine. */
public final class ChartWriter {
    private static final int WIDTH = 900;
    private static final int HEIGHT = 450;

    private ChartWriter() {
    }

    public static void write(File png, String title, String unitLabel, List<Cell> cells) throws IOException {
        System.setProperty("java.awt.headless", "true");
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (Cell c : cells) {
            if (c.measured()) {
                data.addValue(c.stats().median(), c.engine(), c.threads() + (c.threads() == 1 ? " thread" : " threads"));
            }
        }
        JFreeChart chart = ChartFactory.createBarChart(title, null, unitLabel + " (median)", data,
                PlotOrientation.VERTICAL, true, false, false);
        ChartUtils.saveChartAsPNG(png, chart, WIDTH, HEIGHT);
    }
}
