package org.lanin.sqllogic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Rewrites a script with the actual output of its queries ({@code -Dgolden.update=true}). Only the
 * lines after {@code ----} change (or a {@code ----} block is added); everything else is kept as is,
 * so the diff is exactly what a reviewer must look at.
 */
final class SltGolden {
    private SltGolden() {
    }

    static boolean enabled() {
        return Boolean.getBoolean("golden.update");
    }

    static List<String> rewrite(List<String> lines, Map<SltRecord.Query, List<String>> actual) {
        List<Map.Entry<SltRecord.Query, List<String>>> edits = new ArrayList<>(actual.entrySet());
        edits.sort(Comparator.comparingInt(e -> e.getKey().endIndex()));
        List<String> out = new ArrayList<>();
        int next = 0;
        for (Map.Entry<SltRecord.Query, List<String>> e : edits) {
            SltRecord.Query q = e.getKey();
            int keepUntil = q.separatorIndex() >= 0 ? q.separatorIndex() : q.endIndex();
            out.addAll(lines.subList(next, keepUntil));
            if (!e.getValue().isEmpty()) {
                out.add("----");
                out.addAll(e.getValue());
            }
            next = q.endIndex();
        }
        out.addAll(lines.subList(next, lines.size()));
        return out;
    }
}
