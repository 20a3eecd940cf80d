package org.lanin.engine.index.btree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link BTreeKeys#lowerBound}'s narrowing on the page's contiguous first values gives the position a
 * plain binary search over the items gives: leaf and inner pages, duplicates of the first value,
 * a second column, NULLs (which turn the narrowing off), a descending first column, and every kind of
 * search key (exact with TID, before and after a prefix).
 */
class BTreeKeysTest {

    @Test
    void narrowingOnFirstValuesAgreesWithItemComparison() {
        Random r = new Random(42);
        for (int round = 0; round < 300; round++) {
            boolean descending = round % 3 == 0;
            boolean nulls = round % 7 == 0;
            boolean leaf = round % 2 == 0;
            BTreeKeys keys = new BTreeKeys(columns(descending), descending);
            List<BTreeItem> items = sortedItems(r, keys, nulls, leaf);
            BTreePage page = new BTreePage(1, leaf ? 0 : 1, new ArrayList<>(items), null, null);
            // pages also change in place: the first values must follow adds and removes
            for (int k = 0; k < 5 && page.items.size() > 2; k++) {
                page.remove(1 + r.nextInt(page.items.size() - 1));
            }
            for (int probe = 0; probe < 200; probe++) {
                BTreeScanKey sk = searchKey(r);
                assertThat(keys.lowerBound(page, sk)).as("round %d, %s", round, sk).isEqualTo(reference(keys, page, sk));
            }
        }
    }

    private static List<BTreeItem> sortedItems(Random r, BTreeKeys keys, boolean nulls, boolean leaf) {
        List<BTreeItem> items = new ArrayList<>();
        int n = r.nextInt(300);
        for (int i = 0; i < n; i++) {
            Long first = nulls && r.nextInt(20) == 0 ? null : (long) r.nextInt(40);
            Object[] key = {first, (long) r.nextInt(5)};
            items.add(BTreeItem.leaf(key, r.nextInt(1000)));
        }
        items.sort(keys::compareItems);
        for (int i = items.size() - 1; i > 0; i--) { // (key, tid) is unique in a tree
            if (keys.compareItems(items.get(i - 1), items.get(i)) == 0) {
                items.remove(i);
            }
        }
        if (!leaf) {
            items.add(0, BTreeItem.minusInfinity(null));
        }
        return items;
    }

    private static BTreeScanKey searchKey(Random r) {
        Object[] key = {(long) r.nextInt(44) - 2, (long) r.nextInt(6)};
        switch (r.nextInt(3)) {
            case 0:
                return BTreeScanKey.exact(key, r.nextInt(1000));
            case 1:
                return BTreeScanKey.beforeEqual(new Object[] {key[0]});
            default:
                return BTreeScanKey.afterEqual(new Object[] {key[0]});
        }
    }

    private static int reference(BTreeKeys keys, BTreePage page, BTreeScanKey sk) {
        for (int i = 0; i < page.items.size(); i++) {
            if (keys.compare(sk, page.items.get(i)) <= 0) {
                return i;
            }
        }
        return page.items.size();
    }

    @SuppressWarnings("unchecked")
    private static Comparator<Object>[] columns(boolean firstDescending) {
        Comparator<Object>[] cs = BTreeTestKit.columns(2);
        if (firstDescending) {
            cs[0] = cs[0].reversed();
        }
        return cs;
    }
}
