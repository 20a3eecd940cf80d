/** The planner layer: SQL text to executable plans, and the sessions that run them. */
package org.lanin.planner;
