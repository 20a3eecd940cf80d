package org.lanin.engine.func;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.lanin.engine.error.EngineBug;

/** md5() as lower-case hex. */
final class Md5 {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private Md5() {
    }

    static String hex(byte[] data) {
        byte[] d;
        try {
            d = MessageDigest.getInstance("MD5").digest(data);
        } catch (NoSuchAlgorithmException e) {
            throw new EngineBug("MD5 unavailable", e);
        }
        char[] out = new char[32];
        for (int i = 0; i < 16; i++) {
            out[2 * i] = HEX[(d[i] >> 4) & 0xF];
            out[2 * i + 1] = HEX[d[i] & 0xF];
        }
        return new String(out);
    }
}
