/**
 * Spring Boot 3 support for Lanin, registered through {@code META-INF/spring.factories}.
 *
 * <p>Invariant: it acts only when {@code spring.datasource.url} starts with {@code jdbc:lanin:},
 * and only adds defaults (the lowest-precedence property source): an application's own setting
 * always wins, and an application that uses another database is untouched.
 */
package org.lanin.spring.boot;
