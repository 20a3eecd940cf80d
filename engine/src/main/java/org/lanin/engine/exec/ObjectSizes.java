package org.lanin.engine.exec;

import java.lang.management.ManagementFactory;

/**
 * Heap bytes of the arrays operators keep, as HotSpot lays them out: a 16-byte array header and
 * 4-byte references when the JVM compresses them (its default below 32 GB of heap), else 8;
 * sizes rounded up to 8 bytes. Where the JVM does not say, references count 8 bytes.
 */
final class ObjectSizes {
    /** Bytes of one reference in an object array. */
    static final int REFERENCE_BYTES = compressedReferences() ? 4 : 8;
    private static final int ARRAY_HEADER_BYTES = 16;

    private ObjectSizes() {
    }

    /** An Object[] of {@code length} references. */
    static long array(int length) {
        return align(ARRAY_HEADER_BYTES + (long) REFERENCE_BYTES * length);
    }

    private static long align(long bytes) {
        return (bytes + 7) & ~7L;
    }

    private static boolean compressedReferences() {
        try {
            return Boolean.parseBoolean(ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class)
                    .getVMOption("UseCompressedOops").getValue());
        } catch (RuntimeException | LinkageError e) {
            return false; // not HotSpot, or the management module is absent: count full references
        }
    }
}
