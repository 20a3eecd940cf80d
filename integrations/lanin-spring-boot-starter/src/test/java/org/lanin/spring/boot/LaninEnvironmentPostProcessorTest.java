package org.lanin.spring.boot;

import org.junit.jupiter.api.Tag;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.StandardEnvironment;

@Tag("frameworks")
class LaninEnvironmentPostProcessorTest {

  static StandardEnvironment env(Map<String, Object> props) {
    StandardEnvironment env = new StandardEnvironment();
    env.getPropertySources().addFirst(new MapPropertySource("app", props));
    new LaninEnvironmentPostProcessor().postProcessEnvironment(env, null);
    return env;
  }

  @Test
  void laninUrlGetsDriverAndKeepsTestDatabase() {
    StandardEnvironment env = env(Map.of("spring.datasource.url", "jdbc:lanin:mem:app"));
    assertThat(env.getProperty("spring.datasource.driver-class-name")).isEqualTo("org.lanin.jdbc.Driver");
    assertThat(env.getProperty("spring.test.database.replace")).isEqualTo("none");
  }

  @Test
  void applicationSettingsWin() {
    StandardEnvironment env = env(Map.of("spring.datasource.url", "jdbc:lanin:mem:app",
        "spring.test.database.replace", "any"));
    assertThat(env.getProperty("spring.test.database.replace")).isEqualTo("any");
  }

  @Test
  void otherDatabasesUntouched() {
    StandardEnvironment env = env(Map.of("spring.datasource.url", "jdbc:postgresql://localhost/app"));
    assertThat(env.getProperty("spring.datasource.driver-class-name")).isNull();
    assertThat(env.getPropertySources().contains(LaninEnvironmentPostProcessor.PROPERTY_SOURCE)).isFalse();
  }
}
