package org.lanin.engine.index.btree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;

/** Corruption injection (package-private hooks): each one must be reported as XX002. */
class BTreeVerifierTest {
    private BTree tree;

    @BeforeEach
    void build() {
        tree = BTreeTestKit.tree("idx_v", 2);
        for (long i = 0; i < 3000; i++) {
            tree.insert(new Object[] {i * 37 % 3000, "value-" + i}, i);
        }
        assertThat(tree.height()).isGreaterThanOrEqualTo(2);
        BTreeVerifier.parentCheck(tree);
    }

    @Test
    void swappedItemsAreReported() {
        BTreePage leaf = leftmost(0).right;
        BTreeItem a = leaf.items.get(3);
        leaf.items.set(3, leaf.items.get(4));
        leaf.items.set(4, a);
        assertCorrupt(() -> BTreeVerifier.check(tree), "page " + leaf.id);
    }

    @Test
    void loweredHighKeyIsReported() {
        BTreePage leaf = leftmost(0);
        leaf.highKey = leaf.items.get(0);
        assertCorrupt(() -> BTreeVerifier.check(tree), "beyond high key");
    }

    @Test
    void itemNotAboveLeftSiblingIsReported() {
        BTreePage leaf = leftmost(0);
        BTreePage right = leaf.right;
        right.items.add(0, leaf.items.get(0));
        assertCorrupt(() -> BTreeVerifier.check(tree), "left sibling");
    }

    @Test
    void missingDownlinkIsReportedByParentCheck() {
        BTreePage inner = leftmost(1);
        inner.remove(1);
        assertCorrupt(() -> BTreeVerifier.parentCheck(tree), "downlink");
    }

    @Test
    void summaryListsEveryPage() {
        List<BTreeSummary.PageRow> rows = BTreeSummary.of(tree);
        assertThat(rows.get(0).type()).isEqualTo("root");
        assertThat(rows.get(0).level()).isEqualTo(tree.height() - 1);
        assertThat(rows).filteredOn(r -> r.level() == 0).allMatch(r -> r.type().equals("leaf"));
        assertThat(rows.stream().filter(r -> r.level() == 0).mapToInt(BTreeSummary.PageRow::liveItems).sum())
                .isEqualTo(3000);
        assertThat(rows.get(rows.size() - 1).highKey()).isEqualTo("(+inf)");
    }

    private BTreePage leftmost(int level) {
        BTreePage p = tree.rootPage();
        while (p.level > level) {
            p = p.items.get(0).child();
        }
        return p;
    }

    private static void assertCorrupt(Runnable check, String detail) {
        assertThatThrownBy(check::run).isInstanceOfSatisfying(LaninException.class, e -> {
            assertThat(e.state()).isEqualTo(SqlState.INDEX_CORRUPTED);
            assertThat(e.getMessage()).contains("idx_v").contains(detail);
        });
    }
}
