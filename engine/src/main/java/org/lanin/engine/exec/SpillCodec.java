package org.lanin.engine.exec;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.Interval;

/**
 * The temporary-file form of the engine's value classes: a tag byte, then the payload. Strings
 * whose chars all fit one byte are written as Latin-1, others as UTF-16 units (exact, lone
 * surrogates included). {@link #REF} repeats an earlier value of the same row, so key values
 * taken from the row are written once. {@link #STASH} stands for a heap version (what UPDATE ...
 * FROM and DELETE ... USING carry in their slot column), which has no value form: the file's
 * writer keeps it in a list in memory beside the file.
 *
 * <pre>
 *   0 NULL         1 text latin1 (int n, n bytes)   2 text utf16 (int n, n chars)
 *   3 Integer      4 Long     5 Short    6 Double   7 Float
 *   8 BigDecimal (int scale, int n, n bytes two's complement unscaled)
 *   9 Boolean     10 byte[] (int n, n bytes)        11 LocalDate (long epochDay)
 *  12 LocalTime (long nanoOfDay)   13 LocalDateTime (long epochSecond UTC, int nano)
 *  14 OffsetDateTime (long epochSecond, int nano, int offsetSeconds)
 *  15 UUID (long msb, long lsb)    16 Interval (int months, int days, long micros)
 *  17 REF (int position in the row)
 *  18 STASH (int index in the writer's in-memory list)
 *  19 ArrayValue (int ndims, ndims x (int length, int lower), int n, n element values)
 *  24 enum value (int EnumType id, double sort order)
 *  25 json (its text, as tag 1/2's payload)   26 jsonb (its text output, as tag 1/2's payload)
 *  29 RowValue (int n, n x (name as tag 1/2, value))
 *  30 numeric NaN / Infinity / -Infinity (byte: sign + 1, NaN's sign 0)
 * </pre>
 */
final class SpillCodec {
    static final int REF = 17;
    static final int STASH = 18;
    static final int ARRAY = 19;
    /** An enum value: int type id, double sort order (the label object is found again by them). */
    static final int ENUM = 24;
    static final int JSON = 25;
    static final int JSONB = 26;
    static final int TSVECTOR = 27;
    static final int TSQUERY = 28;
    static final int ROW = 29;
    static final int NUMERIC_SPECIAL = 30;

    private SpillCodec() {
    }

    static void write(SpillOutput out, Object v) throws IOException {
        write(out, v, null);
    }

    /** Writes {@code v}; a heap version goes to {@code stash} (null: it cannot be spilled). */
    static void write(SpillOutput out, Object v, java.util.List<Object> stash) throws IOException {
        if (!tryWrite(out, v)) {
            // a heap version, or a partial aggregate's state (PartialAggregates), stays in memory
            if (stash == null || !(v instanceof HeapTuple || v instanceof Object[])) {
                throw new EngineBug("cannot spill a " + v.getClass().getName());
            }
            out.writeByte(STASH);
            out.writeInt(stash.size());
            stash.add(v);
        }
    }

    /** False (nothing written) for a value of a class the codec has no tag for. */
    private static boolean tryWrite(SpillOutput out, Object v) throws IOException {
        if (v == null) {
            out.writeByte(0);
        } else if (v instanceof String s) {
            writeString(out, s);
        } else if (v instanceof Integer i) {
            out.writeByte(3);
            out.writeInt(i);
        } else if (v instanceof Long l) {
            out.writeByte(4);
            out.writeLong(l);
        } else if (v instanceof BigDecimal d) {
            byte[] b = d.unscaledValue().toByteArray();
            out.writeByte(8);
            out.writeInt(d.scale());
            out.writeInt(b.length);
            out.write(b);
        } else if (v instanceof Double d) {
            out.writeByte(6);
            out.writeDouble(d);
        } else {
            return writeRare(out, v);
        }
        return true;
    }

    private static void writeString(SpillOutput out, String s) throws IOException {
        boolean latin1 = true;
        for (int i = 0; i < s.length() && latin1; i++) {
            latin1 = s.charAt(i) < 0x100;
        }
        out.writeByte(latin1 ? 1 : 2);
        out.writeInt(s.length());
        if (latin1) {
            out.writeLatin1(s);
        } else {
            out.writeChars(s);
        }
    }

    private static boolean writeRare(SpillOutput out, Object v) throws IOException {
        if (v instanceof Short s) {
            out.writeByte(5);
            out.writeShort(s);
        } else if (v instanceof Float f) {
            out.writeByte(7);
            out.writeFloat(f);
        } else if (v instanceof Boolean b) {
            out.writeByte(9);
            out.writeBoolean(b);
        } else if (v instanceof byte[] b) {
            out.writeByte(10);
            out.writeInt(b.length);
            out.write(b);
        } else if (v instanceof LocalDate d) {
            out.writeByte(11);
            out.writeLong(d.toEpochDay());
        } else if (v instanceof LocalTime t) {
            out.writeByte(12);
            out.writeLong(t.toNanoOfDay());
        } else {
            return writeTemporal(out, v);
        }
        return true;
    }

    private static boolean writeTemporal(SpillOutput out, Object v) throws IOException {
        if (v instanceof LocalDateTime t) {
            out.writeByte(13);
            out.writeLong(t.toEpochSecond(ZoneOffset.UTC));
            out.writeInt(t.getNano());
        } else if (v instanceof OffsetDateTime t) {
            out.writeByte(14);
            out.writeLong(t.toEpochSecond());
            out.writeInt(t.getNano());
            out.writeInt(t.getOffset().getTotalSeconds());
        } else if (v instanceof UUID u) {
            out.writeByte(15);
            out.writeLong(u.getMostSignificantBits());
            out.writeLong(u.getLeastSignificantBits());
        } else if (v instanceof Interval i) {
            out.writeByte(16);
            out.writeInt(i.months());
            out.writeInt(i.days());
            out.writeLong(i.micros());
        } else if (v instanceof ArrayValue a) {
            writeArray(out, a);
        } else if (v instanceof org.lanin.engine.json.JsonText j) {
            out.writeByte(JSON);
            write(out, j.text());
        } else if (v instanceof org.lanin.engine.json.Jsonb j) {
            out.writeByte(JSONB); // the text form: reading it back parses to an equal tree
            write(out, j.toString());
        } else if (v instanceof org.lanin.engine.textsearch.TsVector t) {
            out.writeByte(TSVECTOR); // the text form parses back to an equal value
            write(out, t.toString());
        } else if (v instanceof org.lanin.engine.textsearch.TsQuery t) {
            out.writeByte(TSQUERY);
            write(out, t.toString());
        } else if (v instanceof org.lanin.engine.type.RowValue r) {
            out.writeByte(ROW);
            out.writeInt(r.size());
            for (int i = 0; i < r.size(); i++) {
                write(out, r.names().get(i));
                write(out, r.get(i));
            }
        } else if (v instanceof org.lanin.engine.type.NumericSpecial n) {
            out.writeByte(NUMERIC_SPECIAL);
            out.writeByte(n.sign() + 1);
        } else if (v instanceof org.lanin.engine.type.EnumLabel e) {
            out.writeByte(ENUM);
            out.writeInt(e.type().id());
            out.writeDouble(e.sortOrder());
        } else {
            return false;
        }
        return true;
    }

    /** Reads one value; {@code row} resolves {@link #REF}s (may be null when none can occur). */
    static Object read(SpillInput in, Object[] row) throws IOException {
        return read(in, row, null);
    }

    /** As above; {@code stash} resolves {@link #STASH}es (the list the writer filled). */
    static Object read(SpillInput in, Object[] row, java.util.List<Object> stash) throws IOException {
        int tag = in.readUnsignedByte();
        return switch (tag) {
            case 0 -> null;
            case 1 -> in.readLatin1(in.readInt());
            case 2 -> readUtf16(in);
            case 3 -> in.readInt();
            case 4 -> in.readLong();
            case 5 -> in.readShort();
            case 6 -> in.readDouble();
            case 7 -> in.readFloat();
            case 8 -> readNumeric(in);
            case 9 -> in.readBoolean();
            case 10 -> bytes(in);
            case 11 -> LocalDate.ofEpochDay(in.readLong());
            case 12 -> LocalTime.ofNanoOfDay(in.readLong());
            case 13 -> LocalDateTime.ofEpochSecond(in.readLong(), in.readInt(), ZoneOffset.UTC);
            case 14 -> readOffsetDateTime(in);
            case 15 -> new UUID(in.readLong(), in.readLong());
            case 16 -> new Interval(in.readInt(), in.readInt(), in.readLong());
            case ARRAY -> readArray(in);
            case ENUM -> readEnum(in);
            case JSON -> org.lanin.engine.json.JsonText.trusted((String) read(in, row, stash));
            case JSONB -> org.lanin.engine.json.Jsonb.parse((String) read(in, row, stash));
            case TSVECTOR -> org.lanin.engine.textsearch.TsVector.parse((String) read(in, row, stash));
            case TSQUERY -> org.lanin.engine.textsearch.TsQuery.parse((String) read(in, row, stash));
            case ROW -> readRow(in);
            case NUMERIC_SPECIAL -> readNumericSpecial(in.readUnsignedByte() - 1);
            case REF -> row[in.readInt()];
            case STASH -> stash.get(in.readInt());
            default -> throw new EngineBug("bad spill tag " + tag);
        };
    }

    private static org.lanin.engine.type.NumericSpecial readNumericSpecial(int sign) {
        return sign == 0 ? org.lanin.engine.type.NumericSpecial.NAN : org.lanin.engine.type.NumericSpecial.infinity(sign);
    }

    private static org.lanin.engine.type.RowValue readRow(SpillInput in) throws IOException {
        int n = in.readInt();
        String[] names = new String[n];
        Object[] values = new Object[n];
        for (int i = 0; i < n; i++) {
            names[i] = (String) read(in, null);
            values[i] = read(in, null);
        }
        return new org.lanin.engine.type.RowValue(java.util.List.of(names), values);
    }

    private static void writeArray(SpillOutput out, ArrayValue a) throws IOException {
        out.writeByte(ARRAY);
        out.writeInt(a.ndims());
        for (int d = 0; d < a.ndims(); d++) {
            out.writeInt(a.length(d));
            out.writeInt(a.lower(d));
        }
        out.writeInt(a.size());
        for (int i = 0; i < a.size(); i++) {
            if (!tryWrite(out, a.get(i))) {
                throw new EngineBug("cannot spill an array element " + a.get(i).getClass().getName());
            }
        }
    }

    private static ArrayValue readArray(SpillInput in) throws IOException {
        int ndims = in.readInt();
        int[] dims = new int[ndims];
        int[] lower = new int[ndims];
        for (int d = 0; d < ndims; d++) {
            dims[d] = in.readInt();
            lower[d] = in.readInt();
        }
        Object[] elements = new Object[in.readInt()];
        for (int i = 0; i < elements.length; i++) {
            elements[i] = read(in, null);
        }
        return elements.length == 0 ? ArrayValue.EMPTY : new ArrayValue(elements, dims, lower);
    }

    private static byte[] bytes(SpillInput in) throws IOException {
        byte[] b = new byte[in.readInt()];
        in.readFully(b);
        return b;
    }

    private static String readUtf16(SpillInput in) throws IOException {
        char[] c = new char[in.readInt()];
        for (int i = 0; i < c.length; i++) {
            c[i] = in.readChar();
        }
        return new String(c);
    }

    private static BigDecimal readNumeric(SpillInput in) throws IOException {
        int scale = in.readInt();
        return new BigDecimal(new BigInteger(bytes(in)), scale);
    }

    private static OffsetDateTime readOffsetDateTime(SpillInput in) throws IOException {
        long sec = in.readLong();
        int nano = in.readInt();
        ZoneOffset off = ZoneOffset.ofTotalSeconds(in.readInt());
        return LocalDateTime.ofEpochSecond(sec, nano, off).atOffset(off);
    }

    private static Object readEnum(SpillInput in) throws IOException {
        org.lanin.engine.type.EnumType t = org.lanin.engine.type.EnumType.byId(in.readInt());
        double order = in.readDouble();
        for (org.lanin.engine.type.EnumLabel l : t.labels()) {
            if (l.sortOrder() == order) {
                return l;
            }
        }
        throw new EngineBug("spilled enum value of " + t.name() + " has no label");
    }

    /** A cheap guess of a value's heap footprint, for the work_mem budget. */
    static long estimateBytes(Object v) {
        if (v == null) {
            return 0;
        } else if (v instanceof String s) {
            return 48 + s.length();
        } else if (v instanceof BigDecimal d) {
            return d.precision() > 18 ? 80 + d.precision() / 2 : 40;
        } else if (v instanceof byte[] b) {
            return 16 + b.length;
        } else if (v instanceof org.lanin.engine.json.Jsonb || v instanceof org.lanin.engine.json.JsonText) {
            return 48 + 2L * v.toString().length();
        } else if (v instanceof ArrayValue a) {
            long n = 48;
            for (int i = 0; i < a.size(); i++) {
                n += 8 + estimateBytes(a.get(i));
            }
            return n;
        } else if (v instanceof org.lanin.engine.type.RowValue r) {
            long n = 48;
            for (int i = 0; i < r.size(); i++) {
                n += 8 + estimateBytes(r.get(i));
            }
            return n;
        }
        return 24;
    }
}
