package org.lanin.engine.func;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.lanin.engine.error.EngineBug;

/** The message digests PostgreSQL exposes: md5() as lower-case hex text, sha224() ... sha512() as bytea. */
final class Digests {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private Digests() {
    }

    static String md5Hex(byte[] data) {
        byte[] d = digest("MD5", data);
        char[] out = new char[d.length * 2];
        for (int i = 0; i < d.length; i++) {
            out[2 * i] = HEX[(d[i] >> 4) & 0xF];
            out[2 * i + 1] = HEX[d[i] & 0xF];
        }
        return new String(out);
    }

    /** {@code algorithm} is a JDK name: MD5, SHA-224, SHA-256, SHA-384, SHA-512 (all in every JDK). */
    static byte[] digest(String algorithm, byte[] data) {
        try {
            return MessageDigest.getInstance(algorithm).digest(data);
        } catch (NoSuchAlgorithmException e) {
            throw new EngineBug(algorithm + " unavailable", e);
        }
    }
}
