package org.lanin.engine.type;

import java.util.Locale;
import java.util.Map;

/**
 * Time zone abbreviations in datetime input ({@code '1997-02-10 17:32:01 PST'}): the common ones of
 * PostgreSQL's {@code Default} timezone_abbreviations set, each a fixed UTC offset as there (PST is
 * always -08, PDT -07). Only input reads them; {@code SET TimeZone} takes zone names and offsets.
 */
final class ZoneAbbreviations {
    private static final Map<String, Integer> OFFSETS = Map.ofEntries(
            Map.entry("pst", -8 * 3600), Map.entry("pdt", -7 * 3600), Map.entry("mst", -7 * 3600), Map.entry("mdt", -6 * 3600),
            Map.entry("cst", -6 * 3600), Map.entry("cdt", -5 * 3600), Map.entry("est", -5 * 3600), Map.entry("edt", -4 * 3600),
            Map.entry("akst", -9 * 3600), Map.entry("akdt", -8 * 3600), Map.entry("hst", -10 * 3600), Map.entry("ast", -4 * 3600),
            Map.entry("adt", -3 * 3600), Map.entry("nst", -(3 * 3600 + 1800)), Map.entry("ndt", -(2 * 3600 + 1800)),
            Map.entry("gmt", 0), Map.entry("ut", 0), Map.entry("utc", 0), Map.entry("uct", 0), Map.entry("z", 0), Map.entry("zulu", 0),
            Map.entry("wet", 0), Map.entry("west", 3600), Map.entry("bst", 3600), Map.entry("cet", 3600), Map.entry("cest", 2 * 3600),
            Map.entry("eet", 2 * 3600), Map.entry("eest", 3 * 3600), Map.entry("msk", 3 * 3600), Map.entry("ist", 2 * 3600),
            Map.entry("jst", 9 * 3600), Map.entry("kst", 9 * 3600), Map.entry("awst", 8 * 3600), Map.entry("acst", 9 * 3600 + 1800),
            Map.entry("acdt", 10 * 3600 + 1800), Map.entry("aest", 10 * 3600), Map.entry("aedt", 11 * 3600),
            Map.entry("nzst", 12 * 3600), Map.entry("nzdt", 13 * 3600));

    private ZoneAbbreviations() {
    }

    /** The offset east of UTC in seconds the abbreviation stands for, or null. */
    static Integer offset(String abbreviation) {
        return OFFSETS.get(abbreviation.strip().toLowerCase(Locale.ROOT));
    }
}
