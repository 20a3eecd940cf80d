/**
 * The optimizer checked by its results: the same queries under every planner switch
 * ({@code enable_*}, forced join orders, skewed costs) return the same rows, and the same rows
 * as H2. Plans may differ; answers may not.
 */
package org.lanin.optimizer;
