package org.lanin.it;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The Spring Boot application of the Boot tests: its only configuration is
 * {@code spring.datasource.url} in application.properties.
 */
@SpringBootApplication
public class BootApp {}
