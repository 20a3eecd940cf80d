package org.lanin.engine.lock;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The conflict table, written out as PostgreSQL's documentation prints it ("Conflicting Lock Modes"). */
class LockModeTest {
    /** Rows and columns in mode order: ACCESS SHARE ... ACCESS EXCLUSIVE; X = conflict. */
    private static final String[] DOCUMENTED = {
        ".......X",
        "......XX",
        "....XXXX",
        "...XXXXX",
        "..XX.XXX",
        "..XXXXXX",
        ".XXXXXXX",
        "XXXXXXXX",
    };

    @Test
    void conflictTableIsPostgresqls() {
        LockMode[] modes = LockMode.values();
        for (int i = 0; i < modes.length; i++) {
            for (int j = 0; j < modes.length; j++) {
                assertThat(modes[i].conflictsWith(modes[j]))
                        .as(modes[i] + " vs " + modes[j])
                        .isEqualTo(DOCUMENTED[i].charAt(j) == 'X');
            }
        }
    }

    @Test
    void fastPathModesAreTheWeakOnesAndStrongOnesConflictWithThem() {
        for (LockMode m : LockMode.values()) {
            boolean conflictsWithAWeakMode = m.conflictsWith(LockMode.ACCESS_SHARE) || m.conflictsWith(LockMode.ROW_SHARE)
                    || m.conflictsWith(LockMode.ROW_EXCLUSIVE);
            assertThat(m.strong()).as(m.name()).isEqualTo(conflictsWithAWeakMode);
            assertThat(m.fastPathEligible()).as(m.name()).isEqualTo(m.ordinal() <= LockMode.ROW_EXCLUSIVE.ordinal());
        }
        assertThat(LockMode.SHARE_UPDATE_EXCLUSIVE.strong()).isFalse();
        assertThat(LockMode.SHARE_UPDATE_EXCLUSIVE.fastPathEligible()).isFalse();
    }

    @Test
    void sqlAndPgNames() {
        assertThat(LockMode.ofSqlName("SHARE ROW EXCLUSIVE")).isEqualTo(LockMode.SHARE_ROW_EXCLUSIVE);
        assertThat(LockMode.ofSqlName("ROW")).isNull();
        assertThat(LockMode.SHARE_UPDATE_EXCLUSIVE.pgName()).isEqualTo("ShareUpdateExclusiveLock");
    }
}
