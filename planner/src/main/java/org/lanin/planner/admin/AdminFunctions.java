package org.lanin.planner.admin;

import java.util.List;
import java.util.Map;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.func.ScalarFunction;

/**
 * The scalar administration functions, for the binder: it asks {@link #resolve} before the
 * function registry, and {@link #parameterNames} to place named arguments ({@code name => value}).
 */
public final class AdminFunctions {
    /** Parameter names in order (amcheck's), by function; the first one is required. */
    private static final Map<String, List<String>> PARAMETERS = Map.of(
            "bt_index_check", List.of("index", "heapallindexed"),
            "bt_index_parent_check", List.of("index", "heapallindexed"),
            "lanin_stat_reset", List.of(),
            "lanin_backup", List.of("directory"));

    private AdminFunctions() {
    }

    /**
     * The function {@code name} taking {@code argCount} arguments, bound to {@code catalog}; null
     * if there is none (the registry then resolves the name, or reports it missing).
     */
    public static ScalarFunction resolve(String name, int argCount, CatalogSnapshot catalog) {
        List<String> params = PARAMETERS.get(name);
        if (params == null || argCount > params.size() || argCount < Math.min(1, params.size())) {
            return null;
        }
        return switch (name) {
            case "bt_index_check" -> new IndexCheckFunction(name, false, argCount, catalog);
            case "bt_index_parent_check" -> new IndexCheckFunction(name, true, argCount, catalog);
            case "lanin_backup" -> new BackupFunction(catalog);
            default -> new StatResetFunction(catalog);
        };
    }

    /** The parameter names of an administration function in order; null if {@code name} is not one. */
    public static List<String> parameterNames(String name) {
        return PARAMETERS.get(name);
    }
}
