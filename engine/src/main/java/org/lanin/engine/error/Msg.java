package org.lanin.engine.error;

/**
 * One entry of a message catalogue: a SQLSTATE and a {@link String#format} template.
 * Each layer keeps its catalogue as an enum implementing this interface
 * ({@link EngineMsg}, the type system's, the planner's, the driver's), so messages never
 * appear at throw sites and two people never edit the same list.
 */
public interface Msg {
    SqlState state();

    String template();

    default String format(Object... args) {
        return args.length == 0 ? template() : String.format(template(), args);
    }
}
