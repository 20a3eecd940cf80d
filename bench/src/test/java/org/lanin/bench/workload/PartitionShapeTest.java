package org.lanin.bench.workload;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PartitionShapeTest {

    @Test
    void columnNamesAreTheSeeds() {
        // select 'c' || left(md5('1'), 10) in PostgreSQL
        assertThat(PartitionShape.column(1)).isEqualTo("cc4ca4238a0");
        assertThat(PartitionShape.key()).isEqualTo("cc4ca4238a0");
    }

    @Test
    void droppedAndAttachedShapesDifferFromTheirParent() {
        List<String> pd = PartitionShape.LISTPD.ddl(2);
        assertThat(pd.get(0)).startsWith("CREATE TABLE listpd (" + PartitionShape.column(0) + " int, cc4ca4238a0 int");
        assertThat(pd.get(1)).isEqualTo("ALTER TABLE listpd DROP COLUMN " + PartitionShape.column(0));
        List<String> pa = PartitionShape.LISTPA.ddl(2);
        assertThat(pa.get(1)).isEqualTo("CREATE TABLE listpa1 (" + PartitionShape.column(2) + " int, cc4ca4238a0 int)");
        assertThat(pa).contains("ALTER TABLE listpa ATTACH PARTITION listpa1 FOR VALUES IN (1)",
                "CREATE TABLE listpa0 PARTITION OF listpa FOR VALUES IN (0)");
        assertThat(PartitionShape.PLAIN.insert(3)).isEqualTo("INSERT INTO list VALUES (1,1,1)");
    }

    @Test
    void allLeavesOutThePartitionStudy() {
        assertThat(Workloads.select("all")).noneMatch(w -> w.name().startsWith("partition"));
        assertThat(Workloads.select("partition_update_wide")).hasSize(4);
    }
}
