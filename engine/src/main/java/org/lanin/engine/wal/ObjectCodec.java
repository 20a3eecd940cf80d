package org.lanin.engine.wal;

import java.io.ByteArrayInputStream;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.index.btree.BTree;
import org.lanin.engine.storage.heap.HeapTable;

/**
 * Writes and reads row values and catalog objects as tagged bytes. Column values use fixed
 * tags per Java class (the classes of {@link org.lanin.engine.type.TypeKind}); catalog entries
 * are records, written component by component under their class name, so a new catalog record
 * type needs no code here. Storage objects are not written: a heap becomes its storage id
 * ({@link StorageIds}), a B-tree a marker (trees are rebuilt from the heap on open), a
 * sequence its definition and next value.
 *
 * <p>Format version 1 (see README.md): class names are part of the format, so renaming a
 * catalog record class or component needs a format version bump and a converter.
 */
final class ObjectCodec {
    private static final Map<Class<?>, Constructor<?>> CANONICAL = new ConcurrentHashMap<>();

    private final StorageIds storages;
    private final EnumIds enums = new EnumIds();

    ObjectCodec(StorageIds storages) {
        this.storages = storages;
    }

    StorageIds storages() {
        return storages;
    }

    EnumIds enums() {
        return enums;
    }

    void write(DataOutput out, Object o) throws IOException {
        if (o == null) {
            out.writeByte('N');
        } else if (o instanceof Boolean b) {
            out.writeByte(b ? 'T' : 'F');
        } else if (o instanceof Short v) {
            out.writeByte('s');
            out.writeShort(v);
        } else if (o instanceof Integer v) {
            out.writeByte('i');
            out.writeInt(v);
        } else if (o instanceof Long v) {
            out.writeByte('l');
            out.writeLong(v);
        } else if (o instanceof Float v) {
            out.writeByte('f');
            out.writeFloat(v);
        } else if (o instanceof Double v) {
            out.writeByte('d');
            out.writeDouble(v);
        } else if (o instanceof String v) {
            out.writeByte('S');
            writeString(out, v);
        } else if (o instanceof BigDecimal v) {
            out.writeByte('D');
            out.writeInt(v.scale());
            writeBytes(out, v.unscaledValue().toByteArray());
        } else if (o instanceof org.lanin.engine.type.NumericSpecial v) {
            out.writeByte('n'); // numeric NaN, Infinity, -Infinity: the sign plus one (NaN's sign is 0)
            out.writeByte(v.sign() + 1);
        } else if (o instanceof Character c) {
            out.writeByte('c');
            out.writeChar(c);
        } else {
            writeOther(out, o);
        }
    }

    private void writeOther(DataOutput out, Object o) throws IOException {
        if (o instanceof byte[] v) {
            out.writeByte('b');
            writeBytes(out, v);
        } else if (o instanceof LocalDate v) {
            out.writeByte('a');
            out.writeLong(v.toEpochDay());
        } else if (o instanceof LocalTime v) {
            out.writeByte('t');
            out.writeLong(v.toNanoOfDay());
        } else if (o instanceof LocalDateTime v) {
            out.writeByte('m');
            out.writeLong(v.toLocalDate().toEpochDay());
            out.writeLong(v.toLocalTime().toNanoOfDay());
        } else if (o instanceof OffsetDateTime v) {
            out.writeByte('z');
            out.writeLong(v.toLocalDate().toEpochDay());
            out.writeLong(v.toLocalTime().toNanoOfDay());
            out.writeInt(v.getOffset().getTotalSeconds());
        } else if (o instanceof UUID v) {
            out.writeByte('u');
            out.writeLong(v.getMostSignificantBits());
            out.writeLong(v.getLeastSignificantBits());
        } else if (o instanceof org.lanin.engine.type.Interval v) {
            out.writeByte('v'); // an interval column's value: months, days, microseconds
            out.writeInt(v.months());
            out.writeInt(v.days());
            out.writeLong(v.micros());
        } else if (o instanceof org.lanin.engine.type.ArrayValue v) {
            out.writeByte('Y'); // an array column's value: elements, dimension lengths, lower bounds
            write(out, v.elements());
            write(out, v.dims());
            write(out, v.lowerBounds());
        } else if (o instanceof org.lanin.engine.json.JsonText v) {
            out.writeByte('j'); // json: its text as written
            writeString(out, v.text());
        } else if (o instanceof org.lanin.engine.json.Jsonb v) {
            out.writeByte('k'); // jsonb: its text output, parsed back to an equal tree
            writeString(out, v.toString());
        } else if (o instanceof org.lanin.engine.type.EnumLabel v) {
            EnumIds.writeValue(out, v);
        } else if (o instanceof org.lanin.engine.type.EnumLabels v) {
            EnumIds.writeType(out, v);
        } else if (o instanceof org.lanin.engine.textsearch.TsVector v) {
            out.writeByte('w'); // tsvector: its text output, parsed back to an equal value
            writeString(out, v.toString());
        } else if (o instanceof org.lanin.engine.textsearch.TsQuery v) {
            out.writeByte('q'); // tsquery: likewise
            writeString(out, v.toString());
        } else if (o instanceof int[] v) {
            out.writeByte('I');
            out.writeInt(v.length);
            for (int x : v) {
                out.writeInt(x);
            }
        } else if (o instanceof Object[] v) {
            out.writeByte('A');
            out.writeInt(v.length);
            for (Object x : v) {
                write(out, x);
            }
        } else {
            writeStructured(out, o);
        }
    }

    private void writeStructured(DataOutput out, Object o) throws IOException {
        if (o instanceof List<?> v) {
            out.writeByte('L');
            out.writeInt(v.size());
            for (Object x : v) {
                write(out, x);
            }
        } else if (o instanceof Map<?, ?> v) {
            out.writeByte('M');
            out.writeInt(v.size());
            for (Map.Entry<?, ?> e : v.entrySet()) {
                write(out, e.getKey());
                write(out, e.getValue());
            }
        } else if (o instanceof Enum<?> v) {
            out.writeByte('E');
            writeString(out, v.getDeclaringClass().getName());
            writeString(out, v.name());
        } else if (o instanceof HeapTable h) {
            out.writeByte(storages.isUnlogged(h) ? 'U' : 'H');
            out.writeLong(storages.idOf(h));
        } else if (o instanceof BTree || o instanceof org.lanin.engine.index.gist.GistTree) {
            out.writeByte('B'); // an index's storage: rebuilt from the heap, never logged
        } else if (o instanceof SequenceDef q) {
            out.writeByte('Q');
            writeString(out, q.name());
            out.writeLong(q.start());
            out.writeLong(q.increment());
            out.writeLong(q.minValue());
            out.writeLong(q.maxValue());
            write(out, q.ownedBy());
            out.writeLong(q.peekNext());
            out.writeBoolean(q.cycle());
        } else if (o instanceof org.lanin.engine.catalog.IndexExprs x) {
            out.writeByte('X'); // an index's predicate and key expressions: the SQL text, bound again on recovery
            write(out, x.predicateSql());
            write(out, x.keySql());
        } else if (o instanceof Record r) {
            writeRecord(out, r);
        } else if (o instanceof BigInteger || o instanceof Serializable) {
            out.writeByte('J'); // a value class this codec does not know yet: Java serialization
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            try (ObjectOutputStream oos = new ObjectOutputStream(bytes)) {
                oos.writeObject(o);
            }
            writeBytes(out, bytes.toByteArray());
        } else {
            throw new EngineBug("cannot log an object of " + o.getClass());
        }
    }

    private void writeRecord(DataOutput out, Record r) throws IOException {
        out.writeByte('R');
        writeString(out, r.getClass().getName());
        RecordComponent[] parts = r.getClass().getRecordComponents();
        out.writeShort(parts.length);
        for (RecordComponent c : parts) {
            try {
                c.getAccessor().setAccessible(true);
                write(out, c.getAccessor().invoke(r));
            } catch (ReflectiveOperationException e) {
                throw new EngineBug("cannot read " + c, e);
            }
        }
    }

    Object read(DataInput in) throws IOException {
        int tag = in.readByte();
        switch (tag) {
            case 'N': return null;
            case 'T': return Boolean.TRUE;
            case 'F': return Boolean.FALSE;
            case 's': return in.readShort();
            case 'i': return in.readInt();
            case 'l': return in.readLong();
            case 'f': return in.readFloat();
            case 'd': return in.readDouble();
            case 'S': return readString(in);
            case 'j': return org.lanin.engine.json.JsonText.trusted(readString(in));
            case 'k': return org.lanin.engine.json.Jsonb.parse(readString(in));
            case 'w': return org.lanin.engine.textsearch.TsVector.parse(readString(in));
            case 'q': return org.lanin.engine.textsearch.TsQuery.parse(readString(in));
            case 'D': {
                int scale = in.readInt();
                return new BigDecimal(new BigInteger(readBytes(in)), scale);
            }
            case 'c': return in.readChar();
            case 'n': {
                int sign = in.readUnsignedByte() - 1;
                return sign == 0 ? org.lanin.engine.type.NumericSpecial.NAN : org.lanin.engine.type.NumericSpecial.infinity(sign);
            }
            case 'b': return readBytes(in);
            case 'a': return LocalDate.ofEpochDay(in.readLong());
            case 't': return LocalTime.ofNanoOfDay(in.readLong());
            case 'm': return LocalDateTime.of(LocalDate.ofEpochDay(in.readLong()), LocalTime.ofNanoOfDay(in.readLong()));
            case 'z': return OffsetDateTime.of(LocalDate.ofEpochDay(in.readLong()), LocalTime.ofNanoOfDay(in.readLong()),
                    ZoneOffset.ofTotalSeconds(in.readInt()));
            case 'u': return new UUID(in.readLong(), in.readLong());
            case 'v': return new org.lanin.engine.type.Interval(in.readInt(), in.readInt(), in.readLong());
            default: return readStructured(tag, in);
        }
    }

    private Object readStructured(int tag, DataInput in) throws IOException {
        switch (tag) {
            case 'I': {
                int[] v = new int[in.readInt()];
                for (int i = 0; i < v.length; i++) {
                    v[i] = in.readInt();
                }
                return v;
            }
            case 'Y': {
                Object[] elements = (Object[]) read(in);
                int[] dims = (int[]) read(in);
                int[] lower = (int[]) read(in);
                return new org.lanin.engine.type.ArrayValue(elements, dims, lower);
            }
            case 'A': {
                Object[] v = new Object[in.readInt()];
                for (int i = 0; i < v.length; i++) {
                    v[i] = read(in);
                }
                return v;
            }
            case 'L': {
                int n = in.readInt();
                List<Object> v = new ArrayList<>(n);
                for (int i = 0; i < n; i++) {
                    v.add(read(in));
                }
                return Collections.unmodifiableList(v);
            }
            case 'M': {
                int n = in.readInt();
                Map<Object, Object> v = new LinkedHashMap<>();
                for (int i = 0; i < n; i++) {
                    v.put(read(in), read(in));
                }
                return Collections.unmodifiableMap(v);
            }
            case 'E': return readEnum(readString(in), readString(in));
            case 'H': return storages.heapOf(in.readLong());
            case 'U': {
                HeapTable heap = storages.heapOf(in.readLong());
                storages.markUnlogged(heap);
                return heap;
            }
            case 'B': return null;
            case 'Q': return readSequence(in);
            case 'R': return readRecord(in);
            case 'X': return org.lanin.engine.catalog.IndexExprs.unbound((String) read(in), keySql(read(in)));
            case 'J': return readSerialized(readBytes(in));
            case 'e': return enums.readValue(in);
            case 'G': return enums.readType(in);
            default: throw new IOException("unknown tag " + tag);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object readEnum(String className, String name) throws IOException {
        try {
            return Enum.valueOf((Class) Class.forName(className), name);
        } catch (ClassNotFoundException | IllegalArgumentException e) {
            throw new IOException("unknown enum constant " + className + "." + name, e);
        }
    }

    private SequenceDef readSequence(DataInput in) throws IOException {
        String name = readString(in);
        long start = in.readLong();
        long increment = in.readLong();
        long min = in.readLong();
        long max = in.readLong();
        String ownedBy = (String) read(in);
        long next = in.readLong();
        SequenceDef s = new SequenceDef(name, start, increment, min, max, ownedBy);
        if (in.readBoolean()) {
            s = s.with(name, start, increment, min, max, ownedBy, true);
        }
        s.setValue(next, false);
        return s;
    }

    private static String[] keySql(Object o) {
        if (o == null) {
            return null;
        }
        Object[] a = (Object[]) o;
        return java.util.Arrays.copyOf(a, a.length, String[].class);
    }

    private Object readRecord(DataInput in) throws IOException {
        String className = readString(in);
        int n = in.readShort();
        Object[] args = new Object[n];
        for (int i = 0; i < n; i++) {
            args[i] = read(in);
        }
        try {
            Constructor<?> ctor = CANONICAL.computeIfAbsent(Class.forName(className), ObjectCodec::canonical);
            if (n < ctor.getParameterCount()) {
                // written before components were appended to the record (IndexDef.exprs): those read as null
                args = java.util.Arrays.copyOf(args, ctor.getParameterCount());
            }
            Object o = ctor.newInstance(args);
            return o instanceof org.lanin.engine.type.DataType d ? enums.remap(d) : o;
        } catch (ReflectiveOperationException | IllegalArgumentException e) {
            throw new IOException("cannot rebuild " + className, e);
        }
    }

    private static Constructor<?> canonical(Class<?> type) {
        RecordComponent[] parts = type.getRecordComponents();
        Class<?>[] types = new Class<?>[parts.length];
        for (int i = 0; i < parts.length; i++) {
            types[i] = parts[i].getType();
        }
        try {
            Constructor<?> c = type.getDeclaredConstructor(types);
            c.setAccessible(true);
            return c;
        } catch (NoSuchMethodException e) {
            throw new EngineBug("no canonical constructor in " + type, e);
        }
    }

    private static Object readSerialized(byte[] bytes) throws IOException {
        try (ObjectInputStream ois = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return ois.readObject();
        } catch (ClassNotFoundException e) {
            throw new IOException(e);
        }
    }

    static void writeString(DataOutput out, String s) throws IOException {
        writeBytes(out, s.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    static String readString(DataInput in) throws IOException {
        return new String(readBytes(in), java.nio.charset.StandardCharsets.UTF_8);
    }

    private static void writeBytes(DataOutput out, byte[] b) throws IOException {
        out.writeInt(b.length);
        out.write(b);
    }

    private static byte[] readBytes(DataInput in) throws IOException {
        int n = in.readInt();
        if (n < 0) {
            throw new IOException("negative length " + n);
        }
        byte[] b = new byte[n];
        in.readFully(b);
        return b;
    }
}
