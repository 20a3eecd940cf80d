package org.lanin.frameworks;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.lanin.sqllogic.SltScripts;
import org.lanin.testkit.TestEngine;

/**
 * Spring PetClinic's PostgreSQL schema and data (from shared/suites, unmodified) load into Lanin,
 * and the queries its repositories run answer as on PostgreSQL.
 */
class PetClinicTest {

    @Test
    void postgresSchemaAndDataLoadAndAnswer() throws Exception {
        Optional<Path> suites = SltScripts.sharedSuites();
        Assumptions.assumeTrue(suites.isPresent(), "shared/suites not found");
        Path db = suites.get().resolve("spring-petclinic/src/main/resources/db/postgres");
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:")) {
            run(c, Files.readString(db.resolve("schema.sql")));
            run(c, Files.readString(db.resolve("data.sql")));
            run(c, Files.readString(db.resolve("data.sql")));
            assertThat(ints(c, "SELECT count(*) FROM owners")).containsExactly(10);
            assertThat(ints(c, "SELECT count(*) FROM pets")).containsExactly(13);
            assertThat(ints(c, "SELECT count(*) FROM visits")).containsExactly(4);
            assertThat(strings(c, "SELECT DISTINCT o.last_name FROM owners o LEFT JOIN pets p ON p.owner_id = o.id"
                    + " WHERE o.last_name LIKE 'D%' ORDER BY o.last_name")).containsExactly("Davis");
            assertThat(strings(c, "SELECT p.name FROM pets p JOIN types t ON t.id = p.type_id WHERE t.name = 'dog'"
                    + " ORDER BY p.name")).containsExactly("Jewel", "Lucky", "Mulligan", "Rosy");
            assertThat(strings(c, "SELECT v.first_name || ' ' || s.name FROM vets v JOIN vet_specialties vs"
                    + " ON vs.vet_id = v.id JOIN specialties s ON s.id = vs.specialty_id ORDER BY 1"))
                    .containsExactly("Helen radiology", "Henry radiology", "Linda dentistry", "Linda surgery",
                            "Rafael surgery");
            try (Statement st = c.createStatement()) {
                st.executeUpdate("INSERT INTO owners (first_name, last_name, address, city, telephone)"
                        + " VALUES ('Ada', 'Lovelace', '1 Analytical St', 'London', '0123456789')",
                        Statement.RETURN_GENERATED_KEYS);
                try (ResultSet keys = st.getGeneratedKeys()) {
                    assertThat(keys.next()).isTrue();
                    assertThat(keys.getInt("id")).isEqualTo(11);
                }
            }
        }
    }

    /** Runs a script of ;-terminated statements (the PetClinic files have no semicolons inside literals). */
    private static void run(Connection c, String script) throws Exception {
        try (Statement st = c.createStatement()) {
            for (String sql : script.split(";")) {
                if (!sql.isBlank()) {
                    st.execute(sql);
                }
            }
        }
    }

    private static List<Integer> ints(Connection c, String sql) throws Exception {
        List<Integer> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getInt(1));
            }
        }
        return out;
    }

    private static List<String> strings(Connection c, String sql) throws Exception {
        List<String> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }
}
