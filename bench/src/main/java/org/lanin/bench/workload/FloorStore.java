package org.lanin.bench.workload;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * The physical floor's "database": one ConcurrentSkipListMap per index, fresh for every sample.
 * Non-unique keys are made unique with a sequence number, as a B-tree does with the heap TID.
 */
public final class FloorStore {
    private final ConcurrentHashMap<String, ConcurrentSkipListMap<Long, Object>> maps = new ConcurrentHashMap<>();

    public ConcurrentSkipListMap<Long, Object> index(String name) {
        return maps.computeIfAbsent(name, n -> new ConcurrentSkipListMap<>());
    }
}
