package org.lanin.engine.storage.heap;

/**
 * One walk of a HOT chain from its root line pointer (heap_hot_search_buffer's loop without the
 * visibility test): follow a redirect, then each HOT link to a heap-only version of the same
 * chain whose xmin is the previous member's xmax. Reads may race a prune; the caller validates
 * the page latch's optimistic stamp and walks again.
 */
final class HotChainWalk {
    private HotChainWalk() {
    }

    static void walk(HeapPage page, int rootSlot, HotChain out) {
        out.clear();
        Object item = page.item(rootSlot);
        long rootTid = Tid.of(page.pageNo(), rootSlot);
        HeapTuple t;
        if (item == HeapPage.DEAD) {
            out.markRootDead();
            return;
        }
        if (item instanceof HeapPage.Redirect r) {
            t = page.get(r.target());
            if (t == null || !t.isHeapOnly() || t.rootTid() != rootTid) {
                return;
            }
        } else if (item instanceof HeapTuple root && !root.isHeapOnly()) {
            t = root;
        } else {
            return; // unused, or a heap-only version: no index entry names it
        }
        for (int n = 0; n < HeapPage.SLOTS; n++) {
            out.add(t);
            if (!t.isHotUpdated()) {
                return;
            }
            HeapTuple next = page.get(Tid.slot(t.nextTid()));
            if (next == null || !next.isHeapOnly() || next.rootTid() != rootTid || !t.linksTo(next)) {
                return; // the update aborted and the slot was reused, or the link is stale
            }
            t = next;
        }
    }
}
