package org.lanin.planner.session;

import java.util.Map;

/** Named in-memory databases of this JVM, reference-counted by open sessions. */
enum DatabaseRegistry {
    INSTANCE;

    Session open(String name, Map<String, String> settings) {
        throw new UnsupportedOperationException("TODO: foundation in progress");
    }
}
