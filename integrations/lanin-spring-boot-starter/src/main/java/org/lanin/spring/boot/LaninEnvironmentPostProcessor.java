package org.lanin.spring.boot;

import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.env.EnvironmentPostProcessor;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Fills in what Spring Boot cannot derive for a {@code jdbc:lanin:} URL, as defaults that any
 * setting of the application overrides.
 *
 * <ul>
 *   <li>{@code spring.datasource.driver-class-name}: Boot derives it from the URL through its own
 *       {@code DatabaseDriver} list, which does not know Lanin, and fails with "Failed to determine
 *       a suitable driver class". A default property is the hook Boot supports for this; it also
 *       reaches every pool and {@code DataSourceBuilder}.
 *   <li>{@code spring.test.database.replace=none}: test slices ({@code @DataJpaTest},
 *       {@code @JdbcTest}, ...) would replace the DataSource with an embedded H2/HSQLDB/Derby and
 *       fail when none is on the class path. Lanin already runs in process, so the application's
 *       own database is the test database.
 * </ul>
 *
 * <p>The Hibernate dialect, Flyway and Liquibase need no property: the starter brings their Lanin
 * artifacts, which those frameworks find through their service loaders.
 */
public class LaninEnvironmentPostProcessor implements EnvironmentPostProcessor, Ordered {

  static final String URL_PREFIX = "jdbc:lanin:";
  static final String DRIVER_CLASS = "org.lanin.jdbc.Driver";
  static final String PROPERTY_SOURCE = "laninDefaults";
  static final String URL = "spring.datasource.url";
  static final String DRIVER = "spring.datasource.driver-class-name";
  static final String TEST_REPLACE = "spring.test.database.replace";

  /** After the application's own configuration is loaded (config data runs near the highest precedence). */
  @Override
  public int getOrder() {
    return Ordered.LOWEST_PRECEDENCE;
  }

  @Override
  public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
    String url = environment.getProperty(URL);
    if (url == null || !url.startsWith(URL_PREFIX)) {
      return;
    }
    Map<String, Object> defaults = new LinkedHashMap<>();
    putIfAbsent(environment, defaults, DRIVER, DRIVER_CLASS);
    putIfAbsent(environment, defaults, TEST_REPLACE, "none");
    if (!defaults.isEmpty()) {
      environment.getPropertySources().addLast(new MapPropertySource(PROPERTY_SOURCE, defaults));
    }
  }

  private static void putIfAbsent(
      ConfigurableEnvironment environment, Map<String, Object> defaults, String name, String value) {
    if (!environment.containsProperty(name)) {
      defaults.put(name, value);
    }
  }
}
