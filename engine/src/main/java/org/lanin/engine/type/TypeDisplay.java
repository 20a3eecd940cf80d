package org.lanin.engine.type;

import java.util.function.UnaryOperator;

/**
 * How an enum or domain is named to the user: PostgreSQL's format_type_be leaves out the schema of a
 * type the search_path makes visible and qualifies (and quotes) it otherwise, so the text depends on
 * the session's path and catalog, which code in this package does not have. The session running a
 * statement puts its naming on the thread ({@link #enter}); without one (recovery, a background
 * worker) a type is named by its catalog key ({@code mood}, {@code s.mood}), as before.
 *
 * <p>Only for text shown to people (messages, pg_typeof, regtype output): SQL that Lanin writes and
 * binds again later keeps {@link DataType#sqlName()}, which does not depend on the path.
 */
public final class TypeDisplay {
    private static final ThreadLocal<UnaryOperator<String>> NAMING = new ThreadLocal<>();

    private TypeDisplay() {
    }

    /** The shown name of the user type keyed {@code key} ({@code schema.name}, or {@code name} in public). */
    public static String of(String key) {
        UnaryOperator<String> naming = NAMING.get();
        return naming == null ? key : naming.apply(key);
    }

    /** The naming this thread's session set, or null (for {@link SessionThreadState}). */
    static UnaryOperator<String> bound() {
        return NAMING.get();
    }

    /** Makes {@code naming} this thread's; returns the previous one for {@link #restore}. */
    public static UnaryOperator<String> enter(UnaryOperator<String> naming) {
        UnaryOperator<String> previous = NAMING.get();
        NAMING.set(naming);
        return previous;
    }

    public static void restore(UnaryOperator<String> previous) {
        NAMING.set(previous); // set, never remove: see SessionZone.restore
    }
}
