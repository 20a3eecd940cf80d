package org.lanin.engine.exec;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * The reading side of {@link SpillOutput}: big-endian values from a buffer refilled from the run
 * file, without the per-byte monitor of {@code DataInputStream} over {@code BufferedInputStream}.
 * Latin-1 strings are built straight from the buffer. One thread.
 */
final class SpillInput implements AutoCloseable {
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private final InputStream in;
    private final byte[] buf;
    private int pos;
    private int lim;

    SpillInput(InputStream in, int bufferBytes) {
        this.in = in;
        this.buf = new byte[Math.max(64, bufferBytes)];
    }

    /** Makes at least {@code n} (at most the buffer's size) bytes readable at {@code pos}. */
    private void need(int n) throws IOException {
        if (lim - pos >= n) {
            return;
        }
        System.arraycopy(buf, pos, buf, 0, lim - pos);
        lim -= pos;
        pos = 0;
        while (lim < n) {
            int got = in.read(buf, lim, buf.length - lim);
            if (got < 0) {
                throw new EOFException();
            }
            lim += got;
        }
    }

    int readUnsignedByte() throws IOException {
        need(1);
        return buf[pos++] & 0xFF;
    }

    boolean readBoolean() throws IOException {
        return readUnsignedByte() != 0;
    }

    short readShort() throws IOException {
        need(2);
        int v = (buf[pos] & 0xFF) << 8 | buf[pos + 1] & 0xFF;
        pos += 2;
        return (short) v;
    }

    char readChar() throws IOException {
        return (char) readShort();
    }

    int readInt() throws IOException {
        need(4);
        int v = (int) INT.get(buf, pos);
        pos += 4;
        return v;
    }

    long readLong() throws IOException {
        need(8);
        long v = (long) LONG.get(buf, pos);
        pos += 8;
        return v;
    }

    float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    void readFully(byte[] b) throws IOException {
        int done = Math.min(b.length, lim - pos);
        System.arraycopy(buf, pos, b, 0, done);
        pos += done;
        while (done < b.length) {
            int got = in.read(b, done, b.length - done);
            if (got < 0) {
                throw new EOFException();
            }
            done += got;
        }
    }

    /** A string of {@code n} one-byte chars. */
    String readLatin1(int n) throws IOException {
        if (n > buf.length) {
            byte[] b = new byte[n];
            readFully(b);
            return new String(b, StandardCharsets.ISO_8859_1);
        }
        need(n);
        String s = new String(buf, pos, n, StandardCharsets.ISO_8859_1);
        pos += n;
        return s;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
