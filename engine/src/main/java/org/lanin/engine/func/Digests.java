package org.lanin.engine.func;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.lanin.engine.error.EngineBug;

/** The message digests PostgreSQL exposes: md5() as lower-case hex text, sha224() ... sha512() as bytea. */
final class Digests {
    private Digests() {
    }

    static String md5Hex(byte[] data) {
        return ByteaCodecs.hex(digest("MD5", data));
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
