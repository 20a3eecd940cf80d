package org.lanin.differential;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * What a query never evaluates (src/test/resources/folding/folding.sql): strict operators with a
 * NULL constant, CASE arms and COALESCE arguments that constant folding removes, constant WHERE and
 * HAVING conditions that skip the scan, and AND-ed conditions evaluated cheapest first. Each
 * statement would raise a division by zero or an overflow if Lanin evaluated what PostgreSQL does
 * not; outcomes must equal PostgreSQL 15's, recorded beside the script. Re-record with
 * {@code -Dfolding.record.url='jdbc:postgresql://localhost:5432/fuzz?user=fuzz&password=fuzz'}.
 */
class FoldingRecordedTest {
    @Test
    void outcomesEqualPostgreSql() throws Exception {
        Path script = Path.of("src/test/resources/folding/folding.sql");
        assertThat(RecordedScript.differencesFromRecording(script, System.getProperty("folding.record.url")))
                .as("statements of %s whose outcome differs from PostgreSQL 15's", script).isEmpty();
    }
}
