package org.lanin.engine.index.gist;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.lanin.engine.textsearch.TsMatch;
import org.lanin.engine.textsearch.TsQuery;
import org.lanin.engine.textsearch.TsVector;

/**
 * The GiST tree with the tsvector signature operator class against a brute-force model: random
 * documents over a vocabulary are inserted (enough to split leaves and inner pages), then random
 * tsqueries (words, AND, OR, NOT, prefixes, phrases) must return every matching TID (a superset:
 * the heap recheck removes signature false positives, which the test shows exist) and, for a
 * selective query, few others; VACUUM removes dead TIDs; the checker passes throughout. Replay with
 * {@code -Dseed=N}.
 */
class GistTreeTest {
    private static final int VOCABULARY = 3000;

    @Test
    void insertSplitSearchDeleteVacuum() {
        long seed = Long.getLong("seed", System.nanoTime());
        Random r = new Random(seed);
        GistTree tree = new GistTree("g", GistTsVectorOps.INSTANCE);
        Map<Long, TsVector> rows = new HashMap<>();
        for (long tid = 0; tid < 12000; tid++) {
            TsVector v = r.nextInt(50) == 0 ? null : randomDocument(r);
            rows.put(tid, v);
            tree.insert(v, tid);
        }
        assertThat(tree.height()).as("seed %d", seed).isGreaterThanOrEqualTo(3); // leaves and inner pages split
        assertThat(GistVerifier.check(tree)).isEqualTo(rows.size());
        long falsePositives = 0;
        for (int q = 0; q < 300; q++) {
            falsePositives += checkQuery(tree, rows, randomQuery(r), seed);
        }
        assertThat(falsePositives).as("signatures are lossy, seed %d", seed).isPositive();
        // selective: one word the vocabulary's tail rarely has reads a small part of the table
        long[] one = tree.search("@@", TsQuery.parse("w" + (VOCABULARY - 1)));
        assertThat(one.length).as("seed %d", seed).isLessThan(rows.size() / 4);
        assertThat(tree.search("@@", TsQuery.EMPTY)).isEmpty();

        long removed = tree.bulkDelete(tid -> tid % 3 == 0);
        assertThat(removed).isEqualTo(rows.keySet().stream().filter(t -> t % 3 == 0).count());
        rows.keySet().removeIf(t -> t % 3 == 0);
        assertThat(GistVerifier.check(tree)).isEqualTo(rows.size());
        assertThat(tree.allTids()).hasSize(rows.size());
        for (int q = 0; q < 100; q++) {
            checkQuery(tree, rows, randomQuery(r), seed);
        }
    }

    @Test
    void concurrentInsertsAndSearchesLoseNothing() throws Exception {
        long seed = Long.getLong("seed", System.nanoTime());
        GistTree tree = new GistTree("c", GistTsVectorOps.INSTANCE);
        Map<Long, TsVector> rows = new ConcurrentHashMap<>();
        AtomicBoolean done = new AtomicBoolean();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> writers = new ArrayList<>();
            for (int w = 0; w < 3; w++) {
                int writer = w;
                writers.add(pool.submit(() -> {
                    Random r = new Random(seed + writer);
                    for (long i = 0; i < 1500; i++) {
                        long tid = i * 3 + writer;
                        TsVector v = randomDocument(r);
                        tree.insert(v, tid);
                        rows.put(tid, v); // after: the reader expects only what is surely in
                    }
                }));
            }
            Future<?> reader = pool.submit(() -> {
                Random r = new Random(seed - 1);
                while (!done.get()) {
                    // every row inserted before the search began must be found
                    Map<Long, TsVector> before = new HashMap<>(rows);
                    checkQuery(tree, before, randomQuery(r), seed);
                    GistVerifier.check(tree);
                }
            });
            for (Future<?> f : writers) {
                f.get(60, TimeUnit.SECONDS);
            }
            done.set(true);
            reader.get(60, TimeUnit.SECONDS);
        } finally {
            pool.shutdownNow();
        }
        assertThat(GistVerifier.check(tree)).as("seed %d", seed).isEqualTo(4500);
        assertThat(tree.allTids()).hasSize(4500);
        for (int q = 0; q < 100; q++) {
            checkQuery(tree, rows, randomQuery(new Random(seed + q)), seed);
        }
    }

    /** Asserts the search finds every match; returns how many non-matching TIDs it also gave. */
    private static long checkQuery(GistTree tree, Map<Long, TsVector> rows, TsQuery q, long seed) {
        long[] found = tree.search("@@", q);
        long extra = found.length;
        for (Map.Entry<Long, TsVector> e : rows.entrySet()) {
            if (e.getValue() != null && q.root() != null && TsMatch.matches(e.getValue(), q)) {
                assertThat(Arrays.binarySearch(found, e.getKey()))
                        .as("tid %d for %s, seed %d", e.getKey(), q, seed).isGreaterThanOrEqualTo(0);
                extra--;
            }
        }
        return extra;
    }

    /** Zipf-like: low word numbers are common, high ones rare; some documents are long (signature leaves). */
    static TsVector randomDocument(Random r) {
        int words = r.nextInt(40) == 0 ? 150 + r.nextInt(100) : r.nextInt(12);
        Map<String, List<Integer>> m = new HashMap<>();
        for (int i = 0; i < words; i++) {
            m.computeIfAbsent(word(r), k -> new ArrayList<>()).add(i + 1);
        }
        return TsVector.of(m);
    }

    private static String word(Random r) {
        return "w" + (int) Math.floor(Math.pow(r.nextDouble(), 3) * VOCABULARY);
    }

    static TsQuery randomQuery(Random r) {
        String a = word(r);
        String b = word(r);
        return TsQuery.parse(switch (r.nextInt(7)) {
            case 0 -> a;
            case 1 -> a + " & " + b;
            case 2 -> a + " | " + b;
            case 3 -> "!" + a;
            case 4 -> a + " & !" + b;
            case 5 -> a.substring(0, Math.min(a.length(), 2)) + ":*";
            default -> a + " <-> " + b;
        });
    }
}
