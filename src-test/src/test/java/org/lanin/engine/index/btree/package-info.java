/** Test hooks that reach into the B-link tree's pages (see {@link org.lanin.engine.index.btree.BTreeCorruption}). */
package org.lanin.engine.index.btree;
