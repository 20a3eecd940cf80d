/**
 * The interactive shell against a Lanin database (the driver module's shell tests run against
 * H2): psql-style output that needs Lanin's pg_catalog, such as {@code \d}'s inheritance footers.
 */
package org.lanin.shell;
