package org.lanin.pgregress;

/**
 * Display columns of a code point as psql pads them ({@code pg_wcwidth}, simplified): combining
 * marks and controls take none, East Asian wide and full-width characters two, others one.
 */
final class DisplayWidth {
    private DisplayWidth() {
    }

    static int of(int cp) {
        int type = Character.getType(cp);
        if (type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK || cp == 0x200B
                || cp < 0x20 && cp != '\t') {
            return 0;
        }
        boolean wide = cp >= 0x1100 && (cp <= 0x115F
                || cp >= 0x2E80 && cp <= 0xA4CF && cp != 0x303F
                || cp >= 0xAC00 && cp <= 0xD7A3
                || cp >= 0xF900 && cp <= 0xFAFF
                || cp >= 0xFE30 && cp <= 0xFE6F
                || cp >= 0xFF00 && cp <= 0xFF60
                || cp >= 0xFFE0 && cp <= 0xFFE6
                || cp >= 0x1F300 && cp <= 0x1F64F
                || cp >= 0x20000 && cp <= 0x3FFFD);
        return wide ? 2 : 1;
    }
}
