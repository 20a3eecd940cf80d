package org.lanin.engine.stats;

/**
 * analyze_mcv_list: how many of the sample's most common values (counts in decreasing order) are
 * worth keeping. Starting from the full list it drops the least common value while that value is
 * not significantly more common than a value outside the list would be estimated (eqsel's
 * "remaining fraction over remaining distinct values"): kept only if its sample count exceeds
 * that estimate by two standard deviations of the hypergeometric distribution plus 0.5
 * (continuity correction). A sample of the whole table keeps every value.
 */
final class McvSelection {
    private McvSelection() {
    }

    static int keep(int[] counts, int candidates, double nDistinct, double nullFrac, int sampleRows, double totalRows) {
        if (sampleRows == totalRows || totalRows <= 1.0) {
            return candidates;
        }
        double ndTable = nDistinct < 0 ? -nDistinct * totalRows : nDistinct;
        double sumCount = 0;
        for (int i = 0; i < candidates - 1; i++) {
            sumCount += counts[i];
        }
        int num = candidates;
        while (num > 0) {
            double selec = clamp(1.0 - sumCount / sampleRows - nullFrac);
            double otherDistinct = ndTable - (num - 1);
            if (otherDistinct > 1) {
                selec /= otherDistinct;
            }
            double n = sampleRows;
            double k = totalRows * counts[num - 1] / n;
            double variance = n * k * (totalRows - k) * (totalRows - n) / (totalRows * totalRows * (totalRows - 1));
            if (counts[num - 1] > selec * sampleRows + 2 * Math.sqrt(variance) + 0.5) {
                break;
            }
            num--;
            if (num == 0) {
                break;
            }
            sumCount -= counts[num - 1];
        }
        return num;
    }

    private static double clamp(double p) {
        return Math.max(0.0, Math.min(1.0, p));
    }
}
