package org.lanin.engine.wal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import org.lanin.engine.error.LaninException;

/**
 * Reads the log from a redo LSN to its end, handing each intact record's payload on. The end
 * is where the last segment stops holding a whole, checksummed record: a header or payload cut
 * short, or a last record whose payload checksum fails and which reaches the end of the file
 * (a torn write). Anything else that fails a check — a bad header, a gap, a damaged record with
 * intact data after it — is corruption, reported with its file and offset, never skipped.
 */
final class LogReader {
    /** Where the intact log ends, and the segment holding that end (-1: none). */
    record End(long lsn, long segmentStart) {
    }

    private LogReader() {
    }

    static List<Long> segments(Path dir) throws IOException {
        List<Long> starts = new ArrayList<>();
        try (var files = Files.list(dir)) {
            files.forEach(p -> {
                long s = LogFormat.segmentStart(p.getFileName().toString());
                if (s >= 0) {
                    starts.add(s);
                }
            });
        }
        starts.sort(null);
        return starts;
    }

    /** Replays every record from {@code redoLsn}: {@code sink} gets (lsn, payload). */
    static End read(Path dir, long redoLsn, BiConsumer<Long, byte[]> sink) throws IOException {
        List<Long> starts = segments(dir);
        int first = -1;
        for (int i = 0; i < starts.size(); i++) {
            if (starts.get(i) <= redoLsn) {
                first = i;
            }
        }
        if (first < 0) {
            return new End(redoLsn, -1); // nothing logged since the checkpoint
        }
        long expect = redoLsn;
        for (int i = first; i < starts.size(); i++) {
            long start = starts.get(i);
            boolean last = i == starts.size() - 1;
            Path file = dir.resolve(LogFormat.segmentName(start));
            if (start > expect) {
                throw corrupt(file, 0, "log continues at " + start + " after a gap from " + expect);
            }
            byte[] bytes = Files.readAllBytes(file);
            long endHere = readSegment(file, bytes, start, expect, last, sink);
            expect = endHere;
            if (last) {
                return new End(expect, start);
            }
        }
        return new End(expect, starts.get(starts.size() - 1));
    }

    /** Reads one segment's records from {@code from}; returns the LSN where its intact records end. */
    private static long readSegment(Path file, byte[] bytes, long start, long from, boolean last,
                                    BiConsumer<Long, byte[]> sink) {
        int pos = (int) (from - start);
        if (pos > bytes.length) {
            throw corrupt(file, bytes.length, "segment ends before the checkpoint's redo point");
        }
        while (pos < bytes.length) {
            if (bytes.length - pos < LogFormat.HEADER) {
                return tail(file, pos, last, start, "incomplete record header");
            }
            ByteBuffer h = ByteBuffer.wrap(bytes, pos, LogFormat.HEADER);
            int length = h.getInt();
            long lsn = h.getLong();
            int headerCrc = h.getInt();
            if (headerCrc != LogFormat.crc(bytes, pos, 12)) {
                return tail(file, pos, last && allZero(bytes, pos), start, "record header checksum mismatch");
            }
            if (lsn != start + pos || length < 0) {
                throw corrupt(file, pos, "record claims LSN " + lsn + ", expected " + (start + pos));
            }
            long end = (long) pos + LogFormat.HEADER + length + LogFormat.TRAILER;
            if (end > bytes.length) {
                return tail(file, pos, last, start, "record cut short");
            }
            int payloadAt = pos + LogFormat.HEADER;
            int crc = ByteBuffer.wrap(bytes, payloadAt + length, 4).getInt();
            if (crc != LogFormat.crc(bytes, payloadAt, length)) {
                return tail(file, pos, last && end == bytes.length, start, "record checksum mismatch");
            }
            sink.accept(lsn, java.util.Arrays.copyOfRange(bytes, payloadAt, payloadAt + length));
            pos = (int) end;
        }
        return start + pos;
    }

    /** A defect at the very end of the last segment is a torn write: the log ends before it. */
    private static long tail(Path file, int pos, boolean isTail, long start, String what) {
        if (!isTail) {
            throw corrupt(file, pos, what);
        }
        return start + pos;
    }

    private static boolean allZero(byte[] bytes, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] != 0) {
                return false;
            }
        }
        return true;
    }

    static LaninException corrupt(Path file, long offset, String what) {
        return LaninException.of(WalMsg.LOG_CORRUPT, file.toString(), offset, what);
    }
}
