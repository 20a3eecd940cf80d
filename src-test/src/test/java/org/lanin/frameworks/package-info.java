/**
 * Real applications' schemas and queries run against Lanin unmodified (Spring PetClinic's
 * PostgreSQL scripts from shared/suites); skipped when shared/suites is not present.
 */
package org.lanin.frameworks;
