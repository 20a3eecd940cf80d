package org.lanin.engine.storage.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.lanin.engine.txn.HeapUpdateResult;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Snapshot;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;

/** HOT chains and in-page pruning at the heap level: chain walks, redirects, and snapshots. */
class HotPruneTest {
    private final TransactionManager tm = new TransactionManager();
    private final HeapTable table = new HeapTable();

    private Transaction begin(IsolationLevel level) {
        Transaction tx = tm.begin(level, false);
        tx.beginStatement();
        return tx;
    }

    private long committedRow(Object value) {
        Transaction tx = begin(IsolationLevel.READ_COMMITTED);
        long tid = table.insert(new Object[] {value}, tx);
        tx.commit();
        return tid;
    }

    /** Updates the newest version of the chain rooted at {@code root} in its own transaction. */
    private long hotUpdate(long root, Object value, boolean commit) {
        Transaction tx = begin(IsolationLevel.READ_COMMITTED);
        HeapTuple newest = newest(root, tx.snapshot());
        long[] out = new long[1];
        assertThat(table.update(newest.tid(), new Object[] {value}, tx, out, true, true)).isEqualTo(HeapUpdateResult.OK);
        if (commit) {
            tx.commit();
        } else {
            tx.rollback();
        }
        return out[0];
    }

    private HeapTuple newest(long root, Snapshot snapshot) {
        HotChain chain = new HotChain();
        table.hotChain(root, tm, chain);
        HeapTuple seen = null;
        for (int i = 0; i < chain.size(); i++) {
            if (snapshot.isVisible(chain.get(i))) {
                assertThat(seen).as("two versions of one row visible").isNull();
                seen = chain.get(i);
            }
        }
        return seen;
    }

    /**
     * A HOT update that finds its page full prunes it only when the page holds heap-only versions:
     * removing any other dead version leaves a DEAD stub in its slot (index entries name it), so on a
     * page of indexed versions alone the prune would read every slot and free none. That page is
     * still pruned by a reader (pruneOpt), which frees the dead versions' values.
     */
    @Test
    void aFullPageOfIndexedVersionsIsNotPrunedForAnUpdateThatCannotGainASlot() {
        Transaction load = begin(IsolationLevel.READ_COMMITTED);
        long[] tids = new long[HeapPage.SLOTS];
        for (int i = 0; i < tids.length; i++) {
            tids[i] = table.insert(new Object[] {"r" + i}, load);
        }
        load.commit();
        assertThat(Tid.page(tids[tids.length - 1])).as("one full page").isEqualTo(Tid.page(tids[0]));
        long[] out = new long[1];
        for (int i = 0; i < 3; i++) { // each leaves a dead version on the full page, which the next could prune
            Transaction tx = begin(IsolationLevel.READ_COMMITTED);
            assertThat(table.update(tids[i], new Object[] {"u" + i}, tx, out, true, true)).isEqualTo(HeapUpdateResult.OK);
            assertThat(table.isHeapOnly(out[0])).as("no free slot: not HOT").isFalse();
            tx.commit();
        }
        assertThat(table.stats().prunes()).as("prunes during the updates").isZero();
        Transaction reader = begin(IsolationLevel.READ_COMMITTED);
        reader.snapshot(); // moves the recent horizon past the last update
        assertThat(table.pruneOpt(tids[0], tm)).as("a reader's prune").isEqualTo(3);
        assertThat(table.stats().prunes()).isEqualTo(1);
        reader.commit();
    }

    /**
     * A page full of live versions, one of them heap-only, is pruned for the first update that
     * finds no slot; the updates after it do not prune it again, since nothing there can free a
     * slot, until a heap-only version gets a deleter: once that commits, the next update's prune
     * frees its slot and that update is HOT.
     */
    @Test
    void aFullPageIsPrunedForAnUpdateOnlyWhileAHeapOnlyVersionMayFreeASlot() {
        Transaction load = begin(IsolationLevel.READ_COMMITTED);
        long[] tids = new long[HeapPage.SLOTS - 1];
        for (int i = 0; i < tids.length; i++) {
            tids[i] = table.insert(new Object[] {"r" + i}, load);
        }
        load.commit();
        long heapOnly = committedUpdate(tids[0], "h0");
        assertThat(table.isHeapOnly(heapOnly)).as("the page's last slot").isTrue();
        assertThat(table.isHeapOnly(committedUpdate(tids[1], "u1"))).as("the page is full").isFalse();
        long afterFirst = table.stats().prunes();
        for (int i = 2; i < 6; i++) {
            assertThat(table.isHeapOnly(committedUpdate(tids[i], "u" + i))).isFalse();
        }
        assertThat(table.stats().prunes()).as("no prune can free a slot: none ran").isEqualTo(afterFirst);
        assertThat(table.isHeapOnly(committedUpdate(heapOnly, "h1"))).as("its own slot is not free yet").isFalse();
        assertThat(table.isHeapOnly(committedUpdate(tids[6], "u6"))).as("the heap-only version's slot was freed").isTrue();
    }

    /**
     * A reader whose chain walk was long prunes that chain alone (its length, not every slot of the
     * page): another chain's dead versions on the page stay for a whole-page prune.
     */
    @Test
    void aLongChainWalkPrunesItsOwnChainOnly() {
        long a = committedRow("a0");
        long b = committedRow("b0");
        long newestA = a;
        long newestB = b;
        for (int i = 1; i <= 3; i++) {
            newestA = committedUpdate(newestA, "a" + i);
            newestB = committedUpdate(newestB, "b" + i);
        }
        Transaction reader = begin(IsolationLevel.READ_COMMITTED); // the horizon passes the updates
        HotChain chain = new HotChain();
        table.hotChain(a, tm, chain);
        assertThat(chain.size()).as("a's chain after its reader's prune").isEqualTo(1);
        assertThat(table.stats().prunedVersions()).isEqualTo(3);
        table.hotChain(b, null, chain);
        assertThat(chain.size()).as("b's chain, not walked").isEqualTo(4);
        assertThat(table.pruneOpt(b, tm)).as("the whole-page prune").isEqualTo(3);
        assertThat(newest(b, reader.snapshot()).values()).containsExactly("b3");
        reader.commit();
    }

    /** Updates the version at {@code tid} in a transaction of its own, which commits; the new TID. */
    private long committedUpdate(long tid, Object value) {
        Transaction tx = begin(IsolationLevel.READ_COMMITTED);
        long[] out = new long[1];
        assertThat(table.update(tid, new Object[] {value}, tx, out, true, true)).isEqualTo(HeapUpdateResult.OK);
        tx.commit();
        return out[0];
    }

    @Test
    void versionsBetweenTwoSnapshotsArePrunedFromTheMiddleAndTheLinkIsBridged() {
        long root = committedRow("v0");
        hotUpdate(root, "v1", true);
        Transaction old = begin(IsolationLevel.REPEATABLE_READ); // sees v1 and holds the horizon
        for (int i = 2; i <= 9; i++) {
            hotUpdate(root, "v" + i, true); // v2..v8 are invisible to every snapshot once replaced
        }
        Transaction mid = begin(IsolationLevel.REPEATABLE_READ); // sees v9
        hotUpdate(root, "v10", true);
        hotUpdate(root, "v11", true);
        table.pruneOpt(root, tm); // the updates' own chain walks pruned most already
        HotChain chain = new HotChain();
        table.hotChain(root, tm, chain);
        List<Object> kept = new ArrayList<>();
        for (int i = 0; i < chain.size(); i++) {
            kept.add(chain.get(i).values()[0]);
        }
        // v0 is dead below the horizon (its deleter committed before `old` began); v1 is what `old`
        // sees, v9 what `mid` sees, v11 the newest; v2..v8 and v10 nobody can see
        assertThat(kept).containsExactly("v1", "v9", "v11");
        assertThat(table.stats().prunedFromMiddle()).isEqualTo(8);
        assertThat(chain.get(0).isBridged()).isTrue();
        assertThat(newest(root, old.snapshot()).values()).containsExactly("v1");
        assertThat(newest(root, mid.snapshot()).values()).containsExactly("v9");
        // a READ COMMITTED re-check from the version `old` sees lands on a newer one across the bridge
        assertThat(table.successor(chain.get(0), tm).values()).containsExactly("v9");
        old.commit();
        mid.commit();
        Transaction now = begin(IsolationLevel.READ_COMMITTED);
        assertThat(newest(root, now.snapshot()).values()).containsExactly("v11");
        now.commit();
    }

    @Test
    void aTransactionPastItsKeptSnapshotsProtectsEverythingAboveItsOldestXmin() {
        long root = committedRow("v0");
        Transaction reader = begin(IsolationLevel.READ_COMMITTED);
        List<Snapshot> snapshots = new ArrayList<>();
        snapshots.add(reader.snapshot());
        for (int i = 1; i <= 11; i++) {
            hotUpdate(root, "v" + i, true);
            reader.beginStatement(); // past 8 only the oldest xmin is kept for the view
            snapshots.add(reader.snapshot());
        }
        hotUpdate(root, "v12", true);
        hotUpdate(root, "v13", true);
        table.pruneOpt(root, tm);
        for (int i = 0; i < snapshots.size(); i++) {
            assertThat(newest(root, snapshots.get(i)).values()).as("statement %d's snapshot", i).containsExactly("v" + i);
        }
        reader.commit();
    }

    @Test
    void aVersionARunningTransactionsOlderSnapshotSeesIsKept() {
        long root = committedRow("v0");
        Transaction reader = begin(IsolationLevel.READ_COMMITTED); // statement 1 sees v0
        Snapshot first = reader.snapshot();
        hotUpdate(root, "v1", true);
        hotUpdate(root, "v2", true);
        reader.beginStatement(); // statement 2 sees v2; statement 1's snapshot may still be read
        hotUpdate(root, "v3", true);
        hotUpdate(root, "v4", true);
        table.pruneOpt(root, tm);
        assertThat(newest(root, first).values()).containsExactly("v0");
        assertThat(newest(root, reader.snapshot()).values()).containsExactly("v2");
        reader.commit();
    }

    @Test
    void aReadCommittedStatementsSnapshotsStopProtectingVersionsWhenItEnds() {
        long root = committedRow("v0");
        Transaction writer = begin(IsolationLevel.READ_COMMITTED);
        table.insert(new Object[] {"other"}, writer); // a transaction block with an xid, as a session's
        hotUpdate(root, "v1", true);
        writer.beginStatement(); // its second statement sees v1
        for (int i = 2; i <= 5; i++) {
            hotUpdate(root, "v" + i, true);
        }
        table.pruneOpt(root, tm);
        assertThat(chainValues(root)).as("while the statement runs").containsExactly("v0", "v1", "v5");
        writer.statementEnded();
        hotUpdate(root, "v6", true);
        table.pruneOpt(root, tm);
        assertThat(chainValues(root)).as("after it ended").containsExactly("v6");
        writer.beginStatement();
        assertThat(newest(root, writer.snapshot()).values()).containsExactly("v6");
        writer.commit();
    }

    @Test
    void aPinnedCursorSnapshotKeepsProtectingAfterItsStatementEnds() {
        long root = committedRow("v0");
        Transaction reader = begin(IsolationLevel.READ_COMMITTED);
        Snapshot cursor = reader.snapshot();
        reader.pinSnapshot(cursor); // an open cursor reads through it in later statements
        for (int i = 1; i <= 4; i++) {
            hotUpdate(root, "v" + i, true);
        }
        reader.statementEnded();
        hotUpdate(root, "v5", true);
        table.pruneOpt(root, tm);
        assertThat(newest(root, cursor).values()).containsExactly("v0");
        assertThat(chainValues(root)).containsExactly("v0", "v5");
        reader.unpinSnapshot(cursor);
        reader.commit();
    }

    /** The values of the chain rooted at {@code root}, oldest first. */
    private List<Object> chainValues(long root) {
        HotChain chain = new HotChain();
        table.hotChain(root, tm, chain);
        List<Object> values = new ArrayList<>();
        for (int i = 0; i < chain.size(); i++) {
            values.add(chain.get(i).values()[0]);
        }
        return values;
    }

    @Test
    void hotUpdateStaysOnThePageAndTheChainLeadsToIt() {
        long root = committedRow("v1");
        long newTid = hotUpdate(root, "v2", true);
        assertThat(Tid.page(newTid)).isEqualTo(Tid.page(root));
        assertThat(table.isHeapOnly(newTid)).isTrue();
        assertThat(table.fetch(root).isHotUpdated()).isTrue();
        assertThat(table.fetch(newTid).rootTid()).isEqualTo(root);
        Transaction reader = begin(IsolationLevel.READ_COMMITTED);
        assertThat(newest(root, reader.snapshot()).values()).containsExactly("v2");
        reader.commit();
        assertThat(table.stats().updates()).isEqualTo(1);
        assertThat(table.stats().hotUpdates()).isEqualTo(1);
    }

    @Test
    void notHotSafeGoesAnywhereAndIsNoChainMember() {
        long root = committedRow("v1");
        Transaction tx = begin(IsolationLevel.READ_COMMITTED);
        long[] out = new long[1];
        table.update(root, new Object[] {"v2"}, tx, out, true, false);
        tx.commit();
        assertThat(table.isHeapOnly(out[0])).isFalse();
        assertThat(table.fetch(root).isHotUpdated()).isFalse();
        assertThat(table.stats().hotUpdates()).isZero();
    }

    @Test
    void pruneRedirectsTheRootAndFreesSlotsForTheNextUpdates() {
        long root = committedRow(0);
        for (int i = 1; i <= 600; i++) { // more versions than a page has slots: pruning makes room
            hotUpdate(root, i, true);
        }
        Transaction reader = begin(IsolationLevel.READ_COMMITTED);
        assertThat(newest(root, reader.snapshot()).values()).containsExactly(600);
        reader.commit();
        assertThat(table.stats().hotUpdates()).isEqualTo(600);
        assertThat(table.pageCount()).isEqualTo(1);
        assertThat(table.stats().prunedVersions()).isGreaterThan(300);
        Object rootItem = table.pages().get(0).item(Tid.slot(root));
        assertThat(rootItem).isInstanceOf(HeapPage.Redirect.class);
    }

    @Test
    void abortedHotUpdateLeavesTheOldVersionAndIsPrunedAsAnOrphan() {
        long root = committedRow("v1");
        long aborted = hotUpdate(root, "x", false);
        long newTid = hotUpdate(root, "v2", true);
        assertThat(newTid).isNotEqualTo(aborted);
        Transaction reader = begin(IsolationLevel.READ_COMMITTED);
        assertThat(newest(root, reader.snapshot()).values()).containsExactly("v2");
        reader.commit();
        HeapPrune.pruneForVacuum(table, table.pages().get(0), tm, tm.globalXminHorizon());
        assertThat(table.fetch(aborted)).isNull();
        assertThat(table.fetch(root)).isNull(); // redirected
        Transaction after = begin(IsolationLevel.READ_COMMITTED);
        assertThat(newest(root, after.snapshot()).values()).containsExactly("v2");
        after.commit();
    }

    /**
     * The lost row of RowHandOffStressTest (issue 12): a prune collected [v1, aborted v2] while v1's
     * xmax still named the aborted updater; before it judged the chain, a new transaction claimed
     * v1, linked its own version and committed. Judged with v1's new, committed xmax, v1 looked
     * recently dead and the stale aborted v2 dead, so the whole chain went and the root became a
     * dead line pointer: the committed v3 was left with no way to it.
     */
    @Test
    void versionClaimedAgainWhileItsChainIsJudgedKeepsItsNewSuccessor() {
        long root = committedRow("v1");
        hotUpdate(root, "v2", false);
        long horizon = tm.globalXminHorizon();
        long[] v3 = new long[1];
        HeapPrune.pruneInterleaved(table, table.pages().get(0), tm, horizon, () -> {
            if (v3[0] == 0) { // the prune holds the page latch: update v1 by its TID, as an updater does
                Transaction tx = begin(IsolationLevel.READ_COMMITTED);
                long[] out = new long[1];
                assertThat(table.update(root, new Object[] {"v3"}, tx, out, true, true)).isEqualTo(HeapUpdateResult.OK);
                tx.commit();
                v3[0] = out[0];
            }
        });
        Transaction reader = begin(IsolationLevel.READ_COMMITTED);
        assertThat(newest(root, reader.snapshot())).as("the committed v3 is reached from its root").isNotNull();
        assertThat(newest(root, reader.snapshot()).values()).containsExactly("v3");
        reader.commit();
        HeapPrune.pruneForVacuum(table, table.pages().get(0), tm, tm.globalXminHorizon());
        Transaction later = begin(IsolationLevel.READ_COMMITTED);
        assertThat(newest(root, later.snapshot()).values()).containsExactly("v3");
        later.commit();
    }

    @Test
    void deletedChainEndsAsADeadLinePointer() {
        long root = committedRow("v1");
        long newTid = hotUpdate(root, "v2", true);
        Transaction del = begin(IsolationLevel.READ_COMMITTED);
        assertThat(table.delete(newTid, del)).isEqualTo(HeapUpdateResult.OK);
        del.commit();
        HeapPrune.pruneForVacuum(table, table.pages().get(0), tm, tm.globalXminHorizon());
        assertThat(table.pages().get(0).item(Tid.slot(root))).isSameAs(HeapPage.DEAD);
        HotChain chain = new HotChain();
        table.hotChain(root, tm, chain);
        assertThat(chain.size()).isZero();
        assertThat(chain.deadToAll(tm, tm.globalXminHorizon())).isTrue();
        HeapVacuum.Result r = HeapVacuum.scan(table, tm, tm.globalXminHorizon());
        assertThat(r.deadTids()).containsExactly(root);
        HeapVacuum.finish(table, tm, r);
        assertThat(table.pages().get(0).item(Tid.slot(root))).isNull();
    }

    /**
     * Property: with random HOT updates, aborts, and REPEATABLE READ snapshots opened and closed at
     * random, pruning (on every chain walk and update) never takes a version an open snapshot sees:
     * each snapshot finds through the root exactly the value it saw when it was opened.
     */
    @Test
    void pruningNeverRemovesAVersionAnOpenSnapshotSees() {
        long fromMiddle = 0;
        for (long seed = 1; seed <= 20; seed++) {
            fromMiddle += runProperty(seed);
        }
        assertThat(fromMiddle).as("versions pruned from chains' middles").isPositive();
    }

    /**
     * Random single-row updates, some rolled back, under up to five open REPEATABLE READ snapshots
     * that must keep reading what they first read. Some writers stay open after a first update and
     * make their second one later, so a chain's updaters commit in another order than their xids
     * were given (the order a middle prune's binary search relies on is the commit order). Returns
     * the versions pruned from chains' middles.
     */
    private long runProperty(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        TransactionManager txm = new TransactionManager();
        HeapTable heap = new HeapTable();
        int rows = 1 + random.nextInt(6);
        List<List<Long>> roots = new ArrayList<>(); // per row: its index entries (a non-HOT update adds one)
        int[] value = new int[rows];
        Transaction load = txm.begin(IsolationLevel.READ_COMMITTED, false);
        load.beginStatement();
        for (int r = 0; r < rows; r++) {
            roots.add(new ArrayList<>(List.of(heap.insert(new Object[] {0}, load))));
        }
        load.commit();
        List<Transaction> open = new ArrayList<>();
        Map<Transaction, int[]> seen = new HashMap<>();
        Map<Transaction, Integer> early = new HashMap<>(); // open writers and the row each has updated
        HotChain chain = new HotChain();
        for (int step = 0; step < 3000; step++) {
            int op = random.nextInt(12);
            int r = random.nextInt(rows);
            if (op < 6 && !early.containsValue(r)) {
                Transaction tx = txm.begin(IsolationLevel.READ_COMMITTED, false);
                update(heap, txm, roots.get(r), tx, value[r] + 1, chain);
                if (random.nextInt(8) == 0) {
                    tx.rollback();
                } else {
                    tx.commit();
                    value[r]++;
                }
            } else if (op < 8 && open.size() < 5) {
                Transaction rr = txm.begin(IsolationLevel.REPEATABLE_READ, true);
                rr.beginStatement();
                open.add(rr);
                seen.put(rr, value.clone());
            } else if (op < 10 && early.size() < 2 && !early.containsValue(r)) {
                Transaction tx = txm.begin(IsolationLevel.READ_COMMITTED, false);
                update(heap, txm, roots.get(r), tx, value[r] + 1, chain);
                early.put(tx, r);
            } else if (op < 10 && !early.isEmpty()) {
                Transaction tx = early.keySet().iterator().next();
                int first = early.remove(tx);
                if (r != first && !early.containsValue(r)) {
                    update(heap, txm, roots.get(r), tx, value[r] + 1, chain);
                } else {
                    r = -1;
                }
                if (random.nextInt(8) == 0) {
                    tx.rollback();
                } else {
                    tx.commit();
                    value[first]++;
                    if (r >= 0) {
                        value[r]++;
                    }
                }
            } else if (!open.isEmpty()) {
                open.remove(random.nextInt(open.size())).commit();
            }
            for (Transaction rr : open) {
                int[] expected = seen.get(rr);
                for (int row = 0; row < rows; row++) {
                    HeapTuple t = visible(heap, txm, roots.get(row), rr.snapshot(), chain);
                    assertThat(t).as("seed %d step %d row %d", seed, step, row).isNotNull();
                    assertThat(t.values()[0]).as("seed %d step %d row %d", seed, step, row).isEqualTo(expected[row]);
                }
            }
        }
        open.forEach(Transaction::commit);
        early.keySet().forEach(Transaction::commit);
        assertThat(heap.stats().prunedVersions()).as("seed %d", seed).isPositive();
        assertThat(heap.stats().hotUpdates()).as("seed %d", seed).isPositive();
        return heap.stats().prunedFromMiddle();
    }

    /** {@code tx}'s next statement updates the version of the row its snapshot sees to {@code to}. */
    private static void update(HeapTable heap, TransactionManager txm, List<Long> roots, Transaction tx, int to,
                               HotChain chain) {
        tx.beginStatement();
        HeapTuple t = visible(heap, txm, roots, tx.snapshot(), chain);
        long[] out = new long[1];
        assertThat(heap.update(t.tid(), new Object[] {to}, tx, out, true, true)).isEqualTo(HeapUpdateResult.OK);
        if (!heap.isHeapOnly(out[0])) {
            roots.add(out[0]);
        }
    }

    private static HeapTuple visible(HeapTable heap, TransactionManager txm, List<Long> roots, Snapshot s,
                                     HotChain chain) {
        HeapTuple found = null;
        for (long root : roots) {
            heap.hotChain(root, txm, chain);
            for (int i = 0; i < chain.size(); i++) {
                if (s.isVisible(chain.get(i))) {
                    assertThat(found).as("two versions of one row visible").isNull();
                    found = chain.get(i);
                }
            }
        }
        return found;
    }
}
