package org.lanin.planner.catalogview;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.lanin.planner.session.Setting;

/**
 * pg_settings rows: PostgreSQL 15's description of each setting Lanin has (its spelling such as
 * {@code TimeZone}, unit, category, short_desc, context, vartype, min_val, max_val, enumvals),
 * recorded from PostgreSQL 15 into {@code pg_settings.tsv} (re-record: see that file's header),
 * with Lanin's own default as setting, boot_val and reset_val, written in the recorded unit
 * ({@code work_mem} 4MB is {@code 4096} in kB, as PostgreSQL shows it). Settings PostgreSQL does not
 * have (Lanin's own switches) get category {@code Lanin} and context {@code user}.
 */
final class PgSettingRows {
    /** One recorded row; null fields were NULL in PostgreSQL. */
    record Recorded(String name, String unit, String category, String shortDesc, String context, String vartype,
                    String minVal, String maxVal, String enumvals, String bootVal) {
    }

    private static final Map<String, Recorded> RECORDED = load();

    private PgSettingRows() {
    }

    static Recorded recorded(Setting s) {
        return RECORDED.get(s.key());
    }

    /** Lanin's default of {@code s} in the unit PostgreSQL shows it in. */
    static String defaultInUnit(Setting s, Recorded r) {
        String v = s.defaultValue();
        if (r == null || r.unit() == null || !v.matches("\\d+\\s*[kMGT]B")) {
            return v;
        }
        long bytes = bytes(v);
        long unit = bytes(r.unit().matches("\\d.*") ? r.unit() : "1" + r.unit());
        return Long.toString(bytes / unit);
    }

    private static long bytes(String size) {
        String digits = size.replaceAll("[^0-9].*", "");
        String unit = size.substring(digits.length()).strip();
        long n = Long.parseLong(digits);
        return n * switch (unit) {
            case "kB" -> 1024L;
            case "MB" -> 1024L * 1024;
            case "GB" -> 1024L * 1024 * 1024;
            case "TB" -> 1024L * 1024 * 1024 * 1024;
            default -> 1L;
        };
    }

    private static Map<String, Recorded> load() {
        Map<String, Recorded> out = new HashMap<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                PgSettingRows.class.getResourceAsStream("pg_settings.tsv"), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                for (int i = 0; i < f.length; i++) {
                    f[i] = f[i].equals("\\N") ? null : f[i];
                }
                out.put(f[0].toLowerCase(Locale.ROOT), new Recorded(f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7],
                        f[8], f[9]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
