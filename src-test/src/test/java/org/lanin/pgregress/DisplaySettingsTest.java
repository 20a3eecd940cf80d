package org.lanin.pgregress;

import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The re-printing of Lanin's ISO/UTC values in the expected files' styles. Expected strings were
 * printed by PostgreSQL 15 ({@code psql -A -t}) under the settings each case names.
 */
class DisplaySettingsTest {
    @Test
    void postgresDateStyleInPst8pdt() {
        DisplaySettings d = new DisplaySettings();
        assertThat(d.show("1997-02-10 17:32:01.5", "timestamp")).isEqualTo("Mon Feb 10 17:32:01.5 1997");
        assertThat(d.show("1997-02-10 17:32:01.25+00", "timestamptz")).isEqualTo("Mon Feb 10 09:32:01.25 1997 PST");
        assertThat(d.show("1997-07-10 17:32:01+00", "timestamptz")).isEqualTo("Thu Jul 10 10:32:01 1997 PDT");
        assertThat(d.show("2040-04-10", "date")).isEqualTo("04-10-2040");
        assertThat(d.show("0005-01-01 BC", "date")).isEqualTo("01-01-0005 BC");
        assertThat(d.show("0044-03-15 12:00:00 BC", "timestamp")).isEqualTo("Fri Mar 15 12:00:00 0044 BC");
        assertThat(d.show(null, "date")).isEmpty();
        assertThat(d.show("infinity", "timestamp")).isEqualTo("infinity");
    }

    @Test
    void setDatestyleChangesTheStyle() {
        DisplaySettings d = new DisplaySettings();
        d.observe("SET datestyle TO iso");
        assertThat(d.show("1997-02-10 17:32:01.25+00", "timestamptz")).isEqualTo("1997-02-10 09:32:01.25-08");
        assertThat(d.show("1997-07-10 17:32:01+00", "timestamptz")).isEqualTo("1997-07-10 10:32:01-07");
        d.observe("set datestyle = 'SQL, DMY'");
        assertThat(d.show("1997-07-10 17:32:01+00", "timestamptz")).isEqualTo("10/07/1997 10:32:01 PDT");
        assertThat(d.show("2040-04-10", "date")).isEqualTo("10/04/2040");
        d.observe("SET DateStyle TO German");
        assertThat(d.show("1997-07-10 17:32:01", "timestamp")).isEqualTo("10.07.1997 17:32:01");
        assertThat(d.show("2040-04-10", "date")).isEqualTo("10.04.2040");
        d.observe("RESET datestyle");
        assertThat(d.show("2040-04-10", "date")).isEqualTo("04-10-2040");
    }

    @Test
    void psetNull() {
        DisplaySettings d = new DisplaySettings();
        d.pset(new PsqlVariables(Map.of()), "null '\\\\N'");
        assertThat(d.show(null, "text")).isEqualTo("\\N");
        d.pset(new PsqlVariables(Map.of()), "null ''");
        assertThat(d.show(null, "text")).isEmpty();
    }

    /** Left: PostgreSQL 15 in IntervalStyle postgres; right: the same value in postgres_verbose. */
    @Test
    void intervalsInVerboseStyle() {
        String[][] cases = {
            {"1 day", "@ 1 day"},
            {"-1 days +02:00:00", "@ 1 day -2 hours ago"},
            {"1 year 2 mons 3 days 04:05:06.5", "@ 1 year 2 mons 3 days 4 hours 5 mins 6.5 secs"},
            {"00:00:00", "@ 0"},
            {"-00:00:01.5", "@ 1.5 secs ago"},
            {"00:00:01", "@ 1 sec"},
            {"-1 years -2 mons", "@ 1 year 2 mons ago"},
            {"1 mon -1 days", "@ 1 mon -1 days"},
            {"-3 days +04:00:00", "@ 3 days -4 hours ago"},
            {"02:00:00.25", "@ 2 hours 0.25 secs"},
            {"-1 days -02:03:04", "@ 1 day 2 hours 3 mins 4 secs ago"},
        };
        for (String[] c : cases) {
            assertThat(IntervalVerbose.of(c[0])).as(c[0]).isEqualTo(c[1]);
        }
        assertThat(IntervalVerbose.of("not an interval")).isEqualTo("not an interval");
    }
}
