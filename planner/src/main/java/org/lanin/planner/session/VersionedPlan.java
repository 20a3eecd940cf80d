package org.lanin.planner.session;

import org.lanin.planner.plan.Plan;

/** A cached plan tagged with the catalog version it was built for. */
record VersionedPlan(Plan plan, long version) {
}
