package org.lanin.engine.exec;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * A big-endian buffered writer for sort runs. Not {@code DataOutputStream} over
 * {@code BufferedOutputStream}: that pair takes a monitor per byte of every {@code writeInt}
 * (four calls to the synchronized {@code write(int)}), a measurable share of a spilling sort.
 * One thread; {@link #close} flushes.
 */
final class SpillOutput implements AutoCloseable {
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private final OutputStream out;
    private final byte[] buf;
    private int pos;
    private long flushed;

    SpillOutput(OutputStream out, int bufferBytes) {
        this.out = out;
        this.buf = new byte[Math.max(64, bufferBytes)];
    }

    /** Bytes written so far. */
    long size() {
        return flushed + pos;
    }

    private void room(int n) throws IOException {
        if (buf.length - pos < n) {
            flush();
        }
    }

    void writeByte(int v) throws IOException {
        room(1);
        buf[pos++] = (byte) v;
    }

    void writeShort(int v) throws IOException {
        room(2);
        buf[pos++] = (byte) (v >> 8);
        buf[pos++] = (byte) v;
    }

    void writeInt(int v) throws IOException {
        room(4);
        INT.set(buf, pos, v);
        pos += 4;
    }

    void writeLong(long v) throws IOException {
        room(8);
        LONG.set(buf, pos, v);
        pos += 8;
    }

    void writeBoolean(boolean v) throws IOException {
        writeByte(v ? 1 : 0);
    }

    void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToRawLongBits(v));
    }

    void writeFloat(float v) throws IOException {
        writeInt(Float.floatToRawIntBits(v));
    }

    void write(byte[] b) throws IOException {
        if (b.length > buf.length - pos) {
            flush();
            if (b.length > buf.length) {
                out.write(b);
                flushed += b.length;
                return;
            }
        }
        System.arraycopy(b, 0, buf, pos, b.length);
        pos += b.length;
    }

    /**
     * The string's chars, each below 0x100, one byte each. String.getBytes(int, int, byte[], int)
     * is deprecated for dropping high bytes, which is exactly this narrowing; for a Latin-1 string
     * it is an array copy instead of a loop over charAt.
     */
    @SuppressWarnings("deprecation")
    void writeLatin1(String s) throws IOException {
        int n = s.length();
        for (int i = 0; i < n;) {
            room(1);
            int end = Math.min(n, i + buf.length - pos);
            s.getBytes(i, end, buf, pos);
            pos += end - i;
            i = end;
        }
    }

    /** The string's UTF-16 units, two bytes each. */
    void writeChars(String s) throws IOException {
        for (int i = 0; i < s.length(); i++) {
            writeShort(s.charAt(i));
        }
    }

    void flush() throws IOException {
        out.write(buf, 0, pos);
        flushed += pos;
        pos = 0;
    }

    @Override
    public void close() throws IOException {
        try {
            flush();
        } finally {
            out.close();
        }
    }
}
