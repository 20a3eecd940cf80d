package org.lanin.bench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MarkdownTableTest {

    @Test
    void ratiosAreTakenAgainstH2AtTheSameThreadCount() {
        List<Cell> cells = List.of(
                new Cell("lanin", 1, List.of(150.0, 100.0, 200.0), 0, Map.of("latches", 3.0), null),
                new Cell("h2", 1, List.of(300.0), 0, null, null),
                new Cell("lanin", 2, List.of(500.0), 7, null, null),
                new Cell("h2", 2, List.of(250.0), 0, null, null));
        String table = MarkdownTable.render("ops/s", cells);
        assertThat(table).contains("| lanin | 1 | 150 [100–200] | 0.50× | latches 3.00 |  |");
        assertThat(table).contains("| h2 | 1 | 300 [300–300] | 1.00× | — |  |");
        assertThat(table).contains("| lanin | 2 | 500 [500–500] | 2.00× | — | retries 7");
    }

    @Test
    void unavailableEnginesAreListedWithTheirReason() {
        List<Cell> cells = List.of(Cell.unavailable("sqlite", 4, "one writer at a time"),
                new Cell("lanin", 4, List.of(10.0), 0, null, null));
        String table = MarkdownTable.render("ops/s", cells);
        assertThat(table).contains("| sqlite | 4 | n/a: one writer at a time |");
        assertThat(table).contains("| lanin | 4 | 10.0 [10.0–10.0] | — |");
    }

    @Test
    void variantsGetTheirRatioToDefaultLanin() {
        List<Cell> cells = List.of(
                new Cell("lanin", 2, List.of(400.0), 0, Map.of("relocks", 0.0), null),
                new Cell("lanin;btree_exclusive_leaf=off", 2, List.of(300.0), 0, Map.of("relocks", 1.0), null),
                new Cell("h2", 2, List.of(200.0), 0, null, null));
        String table = MarkdownTable.render("ops/s", cells);
        assertThat(table).contains("| vs H2 | vs lanin | Lanin counters per op |");
        assertThat(table).contains("| lanin;btree_exclusive_leaf=off | 2 | 300 [300–300] | 1.50× | 0.75× | relocks 1.00 |");
        assertThat(table).contains("| h2 | 2 | 200 [200–200] | 1.00× | 0.50× | — |");
    }

    @Test
    void aBaselineWorkloadAddsItsRatioPerEngine() {
        List<Cell> plain = List.of(new Cell("lanin", 1, List.of(1000.0), 0, null, null),
                new Cell("h2", 1, List.of(500.0), 0, null, null));
        List<Cell> cells = List.of(new Cell("lanin", 1, List.of(900.0), 0, Map.of("builds", 0.0), null),
                Cell.unavailable("h2", 1, "no partitioning"));
        String table = MarkdownTable.render("ops/s", cells, "plain", plain);
        assertThat(table).contains("| vs H2 | vs plain | Lanin counters per op |");
        assertThat(table).contains("| lanin | 1 | 900 [900–900] | — | 0.90× | builds 0.00 |");
        assertThat(table).contains("| h2 | 1 | n/a: no partitioning | — | — | — | |");
    }

    @Test
    void numbersGetThousandsSeparatorsOrOneDecimal() {
        assertThat(MarkdownTable.number(1234567.4)).isEqualTo("1,234,567");
        assertThat(MarkdownTable.number(42.25)).isEqualTo("42.3");
    }

    @Test
    void notesGiveRetriesTheShareOfTimeInGcPausesAndTheBytesAllocatedPerOperation() {
        assertThat(MarkdownTable.notes(new Cell("lanin", 2, List.of(1.0), 3, null, null, 0.184, 1234.4)))
                .isEqualTo("retries 3 (40001/40P01, measured rounds); GC pauses 18% of the time; allocates 1,234 B/op");
        assertThat(MarkdownTable.notes(new Cell("h2", 2, List.of(1.0), 0, null, null, 0.001, Double.NaN))).isEmpty();
        assertThat(MarkdownTable.notes(new Cell("h2", 2, List.of(1.0), 0, null, null))).isEmpty();
    }
}
