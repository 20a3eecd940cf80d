package org.lanin.engine.exec;

import java.util.List;

/**
 * The k-way merge of sorted sources through a tree of losers (Knuth, TAOCP 5.4.1): each internal
 * node keeps the loser of the match played there and the root the overall winner, so replacing
 * the winner by its source's next tuple replays one leaf-to-root path, about log2 k comparisons
 * per tuple (a binary heap's poll-and-add pays about twice that). Comparisons go through the
 * sort's {@link SortTupleComparator}, so abbreviated keys decide most of them and are counted.
 *
 * <p>Stable: ties go to the source that comes first, and the sorter lists its sources in input
 * order (runs in the order they were written, the in-memory remainder last).
 */
final class SortMerge {
    /** A sorted input. The tuple returned stays valid until the next call; null at the end. */
    interface Source {
        SortTuple next();
    }

    private final SortTupleComparator cmp;
    private final Source[] sources;
    private final SortTuple[] heads;
    /** [0]: the winner's source; [1..k-1]: the loser of each match. Leaf i is node k + i. */
    private final int[] tree;
    private boolean winnerTaken;

    SortMerge(SortTupleComparator cmp, List<Source> inputs) {
        this.cmp = cmp;
        int k = inputs.size();
        this.sources = inputs.toArray(new Source[0]);
        this.heads = new SortTuple[k];
        this.tree = new int[Math.max(1, k)];
        for (int i = 0; i < k; i++) {
            heads[i] = sources[i].next();
        }
        build();
    }

    private void build() {
        int k = sources.length;
        if (k < 2) {
            return;
        }
        int[] winner = new int[2 * k];
        for (int i = 0; i < k; i++) {
            winner[k + i] = i;
        }
        for (int n = k - 1; n >= 1; n--) {
            int a = winner[2 * n];
            int b = winner[2 * n + 1];
            boolean aWins = beats(a, b);
            winner[n] = aWins ? a : b;
            tree[n] = aWins ? b : a;
        }
        tree[0] = winner[1];
    }

    /** The next tuple in order (valid until the next call), or null when every source is done. */
    SortTuple next() {
        if (sources.length == 0) {
            return null;
        }
        if (winnerTaken) {
            int w = tree[0];
            heads[w] = sources[w].next();
            replay(w);
        }
        winnerTaken = true;
        return heads[tree[0]];
    }

    private void replay(int w) {
        for (int n = (w + sources.length) >>> 1; n > 0; n >>>= 1) {
            int loser = tree[n];
            if (beats(loser, w)) {
                tree[n] = w;
                w = loser;
            }
        }
        tree[0] = w;
    }

    /** True if source a's head comes before source b's; an exhausted source loses every match. */
    private boolean beats(int a, int b) {
        SortTuple hb = heads[b];
        if (hb == null) {
            return true;
        }
        SortTuple ha = heads[a];
        if (ha == null) {
            return false;
        }
        int c = cmp.compare(ha, hb);
        return c < 0 || c == 0 && a < b;
    }
}
