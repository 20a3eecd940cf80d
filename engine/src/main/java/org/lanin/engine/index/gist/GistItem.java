package org.lanin.engine.index.gist;

/**
 * An index tuple: a key with a heap TID (leaf) or a child page (inner). Immutable; a key that
 * grows is a new item in the same slot.
 */
record GistItem(Object key, long tid, GistPage child) {
    static GistItem leaf(Object key, long tid) {
        return new GistItem(key, tid, null);
    }

    static GistItem downlink(Object key, GistPage child) {
        return new GistItem(key, -1, child);
    }

    GistItem withKey(Object k) {
        return new GistItem(k, tid, child);
    }
}
