package org.lanin.engine.catalog;

import java.util.Collection;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One immutable version of the catalog. Readers take the current snapshot once per
 * statement and never see a half-applied DDL change.
 */
public final class CatalogSnapshot {
    private final long version;
    private final Map<String, TableDef> tables;
    private final Map<String, SequenceDef> sequences;
    private final Map<String, ViewDef> views;
    private final Map<String, UserType> types;
    private final Comments comments;
    /** User schemas by name; {@code public} is always there and not in the map. */
    private final Map<String, Namespace> namespaces;
    /** Inbound FOREIGN KEYs by referenced table, built on first use (the snapshot is immutable). */
    private volatile Map<String, List<ForeignKeyDef>> referencedBy;

    CatalogSnapshot(long version, Map<String, TableDef> tables, Map<String, SequenceDef> sequences) {
        this(version, tables, sequences, Map.of());
    }

    CatalogSnapshot(long version, Map<String, TableDef> tables, Map<String, SequenceDef> sequences,
                    Map<String, ViewDef> views) {
        this(version, tables, sequences, views, Map.of(), Comments.NONE);
    }

    CatalogSnapshot(long version, Map<String, TableDef> tables, Map<String, SequenceDef> sequences,
                    Map<String, ViewDef> views, Map<String, UserType> types, Comments comments) {
        this(version, tables, sequences, views, types, comments, Map.of());
    }

    CatalogSnapshot(long version, Map<String, TableDef> tables, Map<String, SequenceDef> sequences,
                    Map<String, ViewDef> views, Map<String, UserType> types, Comments comments,
                    Map<String, Namespace> namespaces) {
        this.namespaces = namespaces;
        this.comments = comments;
        this.version = version;
        this.tables = tables;
        this.sequences = sequences;
        this.views = views;
        this.types = types;
    }

    /** The schema of that name ({@code public} included), or null; not the system schemas. */
    public Namespace namespace(String name) {
        return Namespace.PUBLIC_NAME.equals(name) ? Namespace.PUBLIC : namespaces.get(name);
    }

    /** Every user schema, {@code public} first. */
    public List<Namespace> namespaces() {
        List<Namespace> out = new ArrayList<>();
        out.add(Namespace.PUBLIC);
        namespaces.values().stream().sorted(java.util.Comparator.comparing(Namespace::name)).forEach(out::add);
        return out;
    }

    CatalogSnapshot withNamespace(Namespace n) {
        Map<String, Namespace> m = new HashMap<>(namespaces);
        m.put(n.name(), n);
        return new CatalogSnapshot(version + 1, tables, sequences, views, types, comments, Map.copyOf(m));
    }

    CatalogSnapshot withoutNamespace(String name) {
        Map<String, Namespace> m = new HashMap<>(namespaces);
        m.remove(name);
        return new CatalogSnapshot(version + 1, tables, sequences, views, types, comments, Map.copyOf(m));
    }

    /** COMMENT ON texts. */
    public Comments comments() {
        return comments;
    }

    CatalogSnapshot withComments(Comments c) {
        return new CatalogSnapshot(version + 1, tables, sequences, views, types, c, namespaces);
    }

    /** The enum or domain of that (folded) name, or null. */
    public UserType type(String name) {
        return types.get(name);
    }

    public Collection<UserType> types() {
        return types.values();
    }

    /** Whether {@code other} has this snapshot's very type entries (no type changed between them). */
    boolean sameTypes(CatalogSnapshot other) {
        return types == other.types;
    }

    CatalogSnapshot withType(UserType t) {
        Map<String, UserType> m = new HashMap<>(types);
        m.put(t.name(), t);
        return new CatalogSnapshot(version + 1, tables, sequences, views, Map.copyOf(m), comments, namespaces);
    }

    CatalogSnapshot withoutType(String name) {
        Map<String, UserType> m = new HashMap<>(types);
        m.remove(name);
        return new CatalogSnapshot(version + 1, tables, sequences, views, Map.copyOf(m), comments, namespaces);
    }

    static CatalogSnapshot empty() {
        return new CatalogSnapshot(1, Map.of(), Map.of(), Map.of());
    }

    public ViewDef view(String name) {
        return views.get(name);
    }

    public Collection<ViewDef> views() {
        return views.values();
    }

    CatalogSnapshot withView(ViewDef v) {
        Map<String, ViewDef> m = new HashMap<>(views);
        m.put(v.name(), v);
        return new CatalogSnapshot(version + 1, tables, sequences, Map.copyOf(m), types, comments, namespaces);
    }

    CatalogSnapshot withoutView(String name) {
        Map<String, ViewDef> m = new HashMap<>(views);
        m.remove(name);
        return new CatalogSnapshot(version + 1, tables, sequences, Map.copyOf(m), types, comments, namespaces);
    }

    public long version() {
        return version;
    }

    public TableDef table(String name) {
        return tables.get(name);
    }

    public Collection<TableDef> tables() {
        return tables.values();
    }

    public SequenceDef sequence(String name) {
        return sequences.get(name);
    }

    public Collection<SequenceDef> sequences() {
        return sequences.values();
    }

    /** True when some table has a FOREIGN KEY (DML then needs its checks). */
    public boolean hasForeignKeys() {
        return !referencedByMap().isEmpty();
    }

    /** Whether some table has a DEFERRABLE UNIQUE or PRIMARY KEY constraint (its writes queue rechecks). */
    public boolean hasDeferrableUniques() {
        Boolean b = deferrableUniques;
        if (b == null) {
            boolean any = false;
            for (TableDef t : tables.values()) {
                for (IndexDef i : t.indexes()) {
                    any |= i.deferrable();
                }
            }
            b = any;
            deferrableUniques = b;
        }
        return b;
    }

    private volatile Boolean deferrableUniques;

    /** The FOREIGN KEYs (of any table, this one included) that reference {@code table}. */
    public List<ForeignKeyDef> referencing(String table) {
        return referencedByMap().getOrDefault(table, List.of());
    }

    private Map<String, List<ForeignKeyDef>> referencedByMap() {
        Map<String, List<ForeignKeyDef>> m = referencedBy;
        if (m == null) {
            Map<String, List<ForeignKeyDef>> built = new HashMap<>();
            for (TableDef t : tables.values()) {
                for (ForeignKeyDef f : t.foreignKeys()) {
                    built.computeIfAbsent(f.refTable(), k -> new ArrayList<>()).add(f);
                }
            }
            m = Map.copyOf(built);
            referencedBy = m;
        }
        return m;
    }

    /** The index of that name and its table, or null. */
    public IndexDef index(String name) {
        for (TableDef t : tables.values()) {
            for (IndexDef i : t.indexes()) {
                if (i.name().equals(name)) {
                    return i;
                }
            }
        }
        return null;
    }

    /** True if a table, index or sequence already uses the name (they share PostgreSQL's namespace). */
    public boolean relationExists(String name) {
        return tables.containsKey(name) || sequences.containsKey(name) || views.containsKey(name) || index(name) != null;
    }

    CatalogSnapshot withTable(TableDef t) {
        Map<String, TableDef> m = new HashMap<>(tables);
        m.put(t.name(), t);
        return new CatalogSnapshot(version + 1, Map.copyOf(m), sequences, views, types, comments, namespaces);
    }

    CatalogSnapshot withoutTable(String name) {
        Map<String, TableDef> m = new HashMap<>(tables);
        m.remove(name);
        return new CatalogSnapshot(version + 1, Map.copyOf(m), sequences, views, types, comments, namespaces);
    }

    CatalogSnapshot withSequence(SequenceDef s) {
        Map<String, SequenceDef> m = new HashMap<>(sequences);
        m.put(s.name(), s);
        return new CatalogSnapshot(version + 1, tables, Map.copyOf(m), views, types, comments, namespaces);
    }

    CatalogSnapshot withoutSequence(String name) {
        Map<String, SequenceDef> m = new HashMap<>(sequences);
        m.remove(name);
        return new CatalogSnapshot(version + 1, tables, Map.copyOf(m), views, types, comments, namespaces);
    }
}
