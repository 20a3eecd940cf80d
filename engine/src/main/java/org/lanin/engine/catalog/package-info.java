/**
 * The versioned catalog: tables, columns (with physical attnums and a dropped flag),
 * indexes, CHECK and FOREIGN KEY constraints (kept on the referencing table; the snapshot
 * indexes them by referenced table) and sequences. Invariants: a {@link org.lanin.engine.catalog.CatalogSnapshot}
 * never changes once published; attnums are never reused; each DDL bumps the snapshot
 * version and the changed table's version, which plans compare to decide to re-plan.
 */
package org.lanin.engine.catalog;
