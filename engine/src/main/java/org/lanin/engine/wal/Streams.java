package org.lanin.engine.wal;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.zip.Checksum;

/**
 * The byte streams under the codec's {@code DataInputStream}/{@code DataOutputStream} when a whole
 * image or log record is read or written. {@code DataInputStream.readInt} reads its four bytes one
 * call at a time (JDK 17), and the JDK's buffered and byte-array streams take a monitor on each
 * call, and {@code CheckedInputStream} updates its checksum per byte: at a million rows those
 * per-byte costs were a large share of opening. These are unsynchronized (one thread owns each)
 * and checksum a buffer at a time.
 */
final class Streams {
    private static final int BUFFER = 1 << 16;

    private Streams() {
    }

    /** The first {@code limit} bytes of {@code raw}, buffered, each buffer fill added to {@code crc}. */
    static final class CheckedIn extends InputStream {
        private final InputStream raw;
        private final Checksum crc;
        private final byte[] buf = new byte[BUFFER];
        private long left;
        private int pos;
        private int end;

        CheckedIn(InputStream raw, long limit, Checksum crc) {
            this.raw = raw;
            this.left = limit;
            this.crc = crc;
        }

        @Override
        public int read() throws IOException {
            if (pos == end && !fill()) {
                return -1;
            }
            return buf[pos++] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            if (pos == end && !fill()) {
                return -1;
            }
            int n = Math.min(len, end - pos);
            System.arraycopy(buf, pos, b, off, n);
            pos += n;
            return n;
        }

        /** True when every byte up to the limit was read. */
        boolean atLimit() {
            return pos == end && left == 0;
        }

        private boolean fill() throws IOException {
            if (left == 0) {
                return false;
            }
            int n = raw.read(buf, 0, (int) Math.min(buf.length, left));
            if (n <= 0) {
                return false;
            }
            crc.update(buf, 0, n);
            left -= n;
            pos = 0;
            end = n;
            return true;
        }
    }

    /** Buffers writes to {@code raw}, adding each buffer to {@code crc} as it goes out. */
    static final class CheckedOut extends OutputStream {
        private final OutputStream raw;
        private final Checksum crc;
        private final byte[] buf = new byte[BUFFER];
        private int pos;

        CheckedOut(OutputStream raw, Checksum crc) {
            this.raw = raw;
            this.crc = crc;
        }

        @Override
        public void write(int b) throws IOException {
            if (pos == buf.length) {
                drain();
            }
            buf[pos++] = (byte) b;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (len > buf.length - pos) {
                drain();
                if (len > buf.length) {
                    crc.update(b, off, len);
                    raw.write(b, off, len);
                    return;
                }
            }
            System.arraycopy(b, off, buf, pos, len);
            pos += len;
        }

        @Override
        public void flush() throws IOException {
            drain();
            raw.flush();
        }

        private void drain() throws IOException {
            crc.update(buf, 0, pos);
            raw.write(buf, 0, pos);
            pos = 0;
        }
    }

    /** A byte array as a stream, without {@code ByteArrayInputStream}'s monitor (a log record's payload). */
    static final class ArrayIn extends InputStream {
        private final byte[] bytes;
        private int pos;

        ArrayIn(byte[] bytes) {
            this.bytes = bytes;
        }

        @Override
        public int read() {
            return pos < bytes.length ? bytes[pos++] & 0xff : -1;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (len == 0) {
                return 0;
            }
            if (pos >= bytes.length) {
                return -1;
            }
            int n = Math.min(len, bytes.length - pos);
            System.arraycopy(bytes, pos, b, off, n);
            pos += n;
            return n;
        }
    }
}
