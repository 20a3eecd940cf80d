package org.lanin.engine.index.gin;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.lanin.engine.catalog.IndexMethod;
import org.lanin.engine.func.array.ArraySearch;
import org.lanin.engine.index.btree.BTree;
import org.lanin.engine.index.btree.BTreeVerifier;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;

/**
 * array_ops against a brute-force model: random int arrays (NULL elements, empty arrays, NULL values)
 * are entered into an entry tree; for random queries and every operator, the scan's TIDs must contain
 * every row the operator matches (the recheck removes the rest), and the tree passes its verifier.
 * Replay with {@code -Dseed=N}.
 */
class GinScanPropertyTest {
    @Test
    void scansFindEveryMatchingRow() {
        long seed = Long.getLong("seed", System.nanoTime());
        Random r = new Random(seed);
        BTree tree = new BTree("g", GinExtract.comparators(IndexMethod.GIN_ARRAY_OPS, DataType.arrayOf(DataType.of(TypeKind.INTEGER))));
        List<ArrayValue> rows = new ArrayList<>();
        for (int tid = 0; tid < 400; tid++) {
            ArrayValue a = r.nextInt(20) == 0 ? null : randomArray(r, true);
            rows.add(a);
            for (Object[] e : GinExtract.entries(IndexMethod.GIN_ARRAY_OPS, a)) {
                tree.insert(e, tid);
            }
        }
        BTreeVerifier.check(tree);
        for (int q = 0; q < 200; q++) {
            ArrayValue query = randomArray(r, false);
            for (String op : List.of("@>", "<@", "&&", "=")) {
                long[] found = GinScan.tids(tree, GinExtract.query(IndexMethod.GIN_ARRAY_OPS, op, query));
                List<Long> foundList = new ArrayList<>();
                for (long t : found) {
                    foundList.add(t);
                }
                for (int tid = 0; tid < rows.size(); tid++) {
                    ArrayValue a = rows.get(tid);
                    if (a != null && matches(op, a, query)) {
                        assertThat(foundList).as("seed " + seed + ": " + op + " " + query + " row " + a).contains((long) tid);
                    }
                }
            }
        }
    }

    private static boolean matches(String op, ArrayValue row, ArrayValue q) {
        return switch (op) {
            case "@>" -> ArraySearch.contains(row, q);
            case "<@" -> ArraySearch.contains(q, row);
            case "&&" -> ArraySearch.overlaps(row, q);
            default -> row.equals(q);
        };
    }

    private static ArrayValue randomArray(Random r, boolean nulls) {
        int n = r.nextInt(5);
        Object[] e = new Object[n];
        for (int i = 0; i < n; i++) {
            e[i] = nulls && r.nextInt(10) == 0 ? null : r.nextInt(12);
        }
        return ArrayValue.of(e);
    }
}
