package org.lanin.engine.func;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;

/**
 * What the extensions Lanin ships are made of (the install scripts of planner
 * {@code ddl.Extensions} wrap these in SQL functions under PostgreSQL's names, as uuid-ossp's and
 * pgcrypto's scripts wrap their C functions): time-based and name-based UUIDs (RFC 4122 versions
 * 1, 3 and 5), digests and HMACs by algorithm name, and cryptographically strong random bytes.
 * Their {@code lanin_} names keep them out of the way of user functions.
 */
final class ExtensionFunctions {
    /** 100-ns intervals between the UUID epoch (1582-10-15) and the Unix epoch. */
    private static final long UUID_EPOCH_OFFSET = 0x01B21DD213814000L;
    private static final SecureRandom STRONG = new SecureRandom();
    /** The last v1 timestamp handed out: each call gets a later one (RFC 4122 4.2.1.2). */
    private static final AtomicLong LAST_TIME = new AtomicLong();
    /** A random node with the multicast bit set, as uuid-ossp's v1mc uses (no hardware address here). */
    private static final long NODE = (STRONG.nextLong() & 0xFFFFFFFFFFFFL) | 0x010000000000L;
    private static final int CLOCK_SEQ = STRONG.nextInt(0x4000);

    private ExtensionFunctions() {
    }

    static void register(FunctionRegistry.Builder b) {
        b.add(new FunctionDef("lanin_uuid_v1", List.of(), FunctionDef.Variadic.NONE, DataType.UUID, true, Volatility.VOLATILE,
                (c, a) -> timeBased(NODE, CLOCK_SEQ)));
        b.add(new FunctionDef("lanin_uuid_v1mc", List.of(), FunctionDef.Variadic.NONE, DataType.UUID, true, Volatility.VOLATILE,
                (c, a) -> timeBased((STRONG.nextLong() & 0xFFFFFFFFFFFFL) | 0x010000000000L, STRONG.nextInt(0x4000))));
        b.fn("lanin_uuid_named", DataType.UUID, (c, a) -> nameBased((Integer) a[0], (UUID) a[1], (String) a[2]),
                TypeKind.INTEGER, TypeKind.UUID, TypeKind.TEXT);
        b.fn("lanin_digest", DataType.BYTEA, (c, a) -> digest((byte[]) a[0], (String) a[1]), TypeKind.BYTEA, TypeKind.TEXT);
        b.fn("lanin_hmac", DataType.BYTEA, (c, a) -> hmac((byte[]) a[0], (byte[]) a[1], (String) a[2]),
                TypeKind.BYTEA, TypeKind.BYTEA, TypeKind.TEXT);
        b.add(new FunctionDef("lanin_random_bytes", List.of(TypeKind.INTEGER), FunctionDef.Variadic.NONE, DataType.BYTEA, true,
                Volatility.VOLATILE, (c, a) -> randomBytes((Integer) a[0])));
    }

    /** Version 1: the time in 100-ns steps since 1582, a clock sequence and a node. */
    static UUID timeBased(long node, int clockSeq) {
        long now = System.currentTimeMillis() * 10_000 + UUID_EPOCH_OFFSET;
        long t = LAST_TIME.updateAndGet(last -> Math.max(last + 1, now));
        long hi = (t << 32) | ((t >>> 16) & 0xFFFF0000L) | 0x1000L | ((t >>> 48) & 0x0FFFL);
        long lo = 0x8000000000000000L | ((long) (clockSeq & 0x3FFF) << 48) | (node & 0xFFFFFFFFFFFFL);
        return new UUID(hi, lo);
    }

    /** Version 3 (MD5) or 5 (SHA-1) of a name in a namespace, RFC 4122 4.3. */
    static UUID nameBased(int version, UUID namespace, String name) {
        ByteBuffer in = ByteBuffer.allocate(16 + name.getBytes(StandardCharsets.UTF_8).length);
        in.putLong(namespace.getMostSignificantBits()).putLong(namespace.getLeastSignificantBits())
                .put(name.getBytes(StandardCharsets.UTF_8));
        byte[] h = Digests.digest(version == 3 ? "MD5" : "SHA-1", in.array());
        ByteBuffer out = ByteBuffer.wrap(h, 0, 16);
        long hi = (out.getLong() & ~0xF000L) | ((long) version << 12);
        long lo = (out.getLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(hi, lo);
    }

    /** pgcrypto's algorithm names (case-insensitive) as JDK ones; null for one it does not know. */
    private static String algorithm(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "md5" -> "MD5";
            case "sha1" -> "SHA-1";
            case "sha224" -> "SHA-224";
            case "sha256" -> "SHA-256";
            case "sha384" -> "SHA-384";
            case "sha512" -> "SHA-512";
            default -> null;
        };
    }

    static byte[] digest(byte[] data, String type) {
        String jdk = algorithm(type);
        if (jdk == null) {
            throw LaninException.of(Errors.NO_HASH, type);
        }
        return Digests.digest(jdk, data);
    }

    static byte[] hmac(byte[] data, byte[] key, String type) {
        String jdk = algorithm(type);
        if (jdk == null) {
            throw LaninException.of(Errors.NO_HASH, type);
        }
        try {
            String macName = "Hmac" + jdk.replace("-", "");
            Mac mac = Mac.getInstance(macName);
            // HMAC pads the key with zero bytes to the block size, so an empty key (which JCE refuses) is the key "\0"
            mac.init(new SecretKeySpec(key.length == 0 ? new byte[1] : key, macName));
            return mac.doFinal(data);
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw LaninException.of(Errors.NO_HASH, type);
        }
    }

    static byte[] randomBytes(int n) {
        if (n < 1 || n > 1024) {
            throw LaninException.of(Errors.LENGTH);
        }
        byte[] out = new byte[n];
        STRONG.nextBytes(out);
        return out;
    }

    /** pgcrypto's errors, in its words. */
    enum Errors implements Msg {
        NO_HASH(SqlState.INVALID_PARAMETER_VALUE, "Cannot use \"%s\": No such hash algorithm"),
        LENGTH(SqlState.EXTERNAL_ROUTINE_INVOCATION_EXCEPTION, "Length not in range");

        private final SqlState state;
        private final String template;

        Errors(SqlState state, String template) {
            this.state = state;
            this.template = template;
        }

        @Override
        public SqlState state() {
            return state;
        }

        @Override
        public String template() {
            return template;
        }
    }
}
