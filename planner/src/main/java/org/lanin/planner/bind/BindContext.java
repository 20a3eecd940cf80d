package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.List;
import java.util.BitSet;
import java.util.LinkedHashMap;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.lock.LockMode;
import org.lanin.engine.lock.TableLock;
import org.lanin.engine.partition.PartitionTree;
import org.lanin.engine.type.DataType;
import org.lanin.planner.session.LaninDatabase;

/**
 * State shared by all binders of one statement: the catalog version it binds against, the
 * database (system views) and the parameters discovered so far with their inferred types.
 */
public final class BindContext {
    private final CatalogSnapshot catalog;
    private final LaninDatabase database;
    private final List<DataType> params = new ArrayList<>();
    private boolean locksRows;
    private final java.util.Map<String, org.lanin.planner.plan.PlannedQuery> ctes = new java.util.HashMap<>();
    private SelfReference selfReference;
    private int sublinkDepth;
    private int execParams;
    private org.lanin.planner.cost.PlannerSettings plannerSettings = org.lanin.planner.cost.PlannerSettings.DEFAULT;
    /** Declared types of parameters that stand for literals the plan cache extracted (null: a real parameter). */
    private List<DataType> literalTypes = List.of();
    /** Table-level locks the statement takes, by relation oid, in the order first met. */
    private final LinkedHashMap<Long, TableLock> tableLocks = new LinkedHashMap<>();
    /** The table an INSERT, UPDATE or DELETE writes (its FOREIGN KEY neighbours are locked too). */
    private TableDef dmlTarget;
    private int[] updatedSlots;

    public BindContext(CatalogSnapshot catalog, LaninDatabase database) {
        this.catalog = catalog;
        this.database = database;
    }

    public CatalogSnapshot catalog() {
        return catalog;
    }

    /** While an inlined SQL function body is bound: its parameters ($n, names) as the call's arguments. */
    private java.util.function.Function<net.sf.jsqlparser.expression.Expression, BoundExprRef> substitution;

    /** Wraps a bound argument so the hook's type stays in this package's API. */
    public record BoundExprRef(org.lanin.planner.expr.BoundExpr expr) {
    }

    public java.util.function.Function<net.sf.jsqlparser.expression.Expression, BoundExprRef> substitution() {
        return substitution;
    }

    public void setSubstitution(java.util.function.Function<net.sf.jsqlparser.expression.Expression, BoundExprRef> s) {
        substitution = s;
    }

    public LaninDatabase database() {
        return database;
    }

    /**
     * Declares parameters that stand for extracted literals (see org.lanin.planner.cache): each
     * binds with its literal's type ({@code 7 / 2} stays integer division) and, like a literal,
     * takes the type its context coerces it to, the session casting the value before execution.
     */
    public void seedLiteralParams(List<DataType> types) {
        literalTypes = new ArrayList<>(types);
        for (int i = 0; i < types.size(); i++) {
            param(i);
            if (types.get(i) != null) {
                params.set(i, types.get(i));
            }
        }
    }

    /** True when parameter {@code index} stands for an extracted literal. */
    boolean isLiteralParam(int index) {
        return index < literalTypes.size() && literalTypes.get(index) != null;
    }

    /** Registers parameter {@code index} (0-based) if new; returns its current type (a literal's declared type). */
    public DataType param(int index) {
        while (params.size() <= index) {
            params.add(DataType.UNKNOWN);
        }
        return isLiteralParam(index) ? literalTypes.get(index) : params.get(index);
    }

    void setParamType(int index, DataType type) {
        param(index);
        if (params.get(index).equals(DataType.UNKNOWN) || isLiteralParam(index)) {
            params.set(index, type);
        }
    }

    /** A WITH query visible by that name, or null. */
    public org.lanin.planner.plan.PlannedQuery cte(String name) {
        return ctes.get(name);
    }

    public void defineCte(String name, org.lanin.planner.plan.PlannedQuery query) {
        ctes.put(name, query);
        materializedCtes.remove(name);
    }

    /**
     * Defines a WITH query that its references read as CTE Scans of one run ({@code definition}, the
     * plan package's); {@link #cte} still returns its planned query.
     */
    public void defineMaterializedCte(String name, org.lanin.planner.plan.PlannedQuery query, Object definition) {
        defineCte(name, query);
        materializedCtes.put(name, definition);
    }

    /** The materialized WITH query of that name (the plan package's definition), or null. */
    public Object materializedCte(String name) {
        return materializedCtes.get(name);
    }

    private final java.util.Map<String, Object> materializedCtes = new java.util.HashMap<>();

    /** Counts a call of a VOLATILE function bound so far (a WITH query holding one is materialized). */
    public void noteVolatileCall() {
        volatileCalls++;
    }

    /** How many VOLATILE calls were bound so far: compare before and after binding a query. */
    public int volatileCalls() {
        return volatileCalls;
    }

    private int volatileCalls;

    /** True while a recursive CTE's terms are planned: what is bound may read its work table, which each step refills. */
    public boolean inRecursion() {
        return selfReference != null;
    }

    /** The recursive CTE being planned, or null; returns the one it replaces (to restore). */
    public SelfReference enterRecursion(SelfReference self) {
        SelfReference previous = selfReference;
        selfReference = self;
        return previous;
    }

    /**
     * The work table a FROM reference to {@code name} reads when it is the recursive CTE being
     * planned (checking PostgreSQL's rules on where it may appear), else null.
     */
    public org.lanin.planner.plan.PlannedQuery selfReference(String name) {
        if (selfReference == null || !selfReference.name().equals(name)) {
            return null;
        }
        return selfReference.reference(sublinkDepth);
    }

    /** The name of the recursive CTE being planned, or null. */
    public String recursionName() {
        return selfReference == null ? null : selfReference.name();
    }

    /**
     * References made so far to the recursive CTE being planned (0 when none is): a FROM item
     * of its recursive term holds the reference when planning the item raised this.
     */
    public int selfRefCount() {
        return selfReference == null ? 0 : selfReference.refs();
    }

    /** Brackets the planning of an expression subquery (scalar, IN, EXISTS). */
    public void enterSublink() {
        sublinkDepth++;
    }

    public int sublinkDepth() {
        return sublinkDepth;
    }

    public void exitSublink() {
        sublinkDepth--;
    }

    /**
     * How many references into {@code outer} or the scopes around it were bound so far. A
     * subquery is correlated when its binding added some: references a subquery nested in it
     * makes to the subquery's own columns do not make it correlated (TPC-H Q20's IN subquery,
     * whose scalar subquery reads partsupp's columns, runs once, not once per outer row).
     */
    public int outerRefCount(Scope outer) {
        int n = 0;
        for (Scope s = outer; s != null; s = s.outer()) {
            n += refsInto.getOrDefault(s, 0);
        }
        return n;
    }

    /** Records a reference to column {@code index} of the enclosing scope {@code target}. */
    void countOuterRef(Scope target, int index) {
        refsInto.merge(target, 1, Integer::sum);
        outerColumns.computeIfAbsent(target, k -> new java.util.BitSet()).set(index);
    }

    private final java.util.Map<Scope, Integer> refsInto = new java.util.IdentityHashMap<>();

    /**
     * Brackets the binding of one subquery whose enclosing scope is {@code target}: returns the
     * columns of {@code target} read so far and starts counting afresh; {@link #endOuterColumns}
     * returns what the subquery read (from any depth inside it) and adds the earlier ones back.
     */
    public java.util.BitSet beginOuterColumns(Scope target) {
        java.util.BitSet before = outerColumns.remove(target);
        return before == null ? new java.util.BitSet() : before;
    }

    public java.util.BitSet endOuterColumns(Scope target, java.util.BitSet before) {
        java.util.BitSet mine = outerColumns.remove(target);
        mine = mine == null ? new java.util.BitSet() : mine;
        java.util.BitSet all = (java.util.BitSet) before.clone();
        all.or(mine);
        outerColumns.put(target, all);
        return mine;
    }

    private final java.util.Map<Scope, java.util.BitSet> outerColumns = new java.util.IdentityHashMap<>();

    /** True once the statement was found to lock rows (SELECT ... FOR UPDATE): it needs a real xid. */
    public boolean locksRows() {
        return locksRows;
    }

    public void markLocksRows() {
        locksRows = true;
    }

    public List<DataType> paramTypes() {
        return List.copyOf(params);
    }

    /**
     * Records that the statement takes {@code mode} on {@code table} (ACCESS SHARE to read it,
     * ROW SHARE to lock its rows, ROW EXCLUSIVE to write it). A relation met twice keeps the
     * stronger mode: for these three, the stronger one conflicts with everything the weaker does.
     */
    public void lockRelation(TableDef table, LockMode mode) {
        if (database == null) {
            return;
        }
        if (literalTypes.stream().anyMatch(java.util.Objects::nonNull) && LiteralsDecidePlan.applies(table)) {
            throw new LiteralsDecidePlan(); // the plan cache plans the raw text instead
        }
        TableLock current = tableLocks.get(table.oid());
        if (current == null || current.mode().ordinal() < mode.ordinal()) {
            tableLocks.put(table.oid(), new TableLock(database.relationLock(table), mode));
        }
    }

    /** Records {@code table} as the DML statement's target (ROW EXCLUSIVE). */
    public void lockTarget(TableDef table) {
        lockRelation(table, LockMode.ROW_EXCLUSIVE);
        dmlTarget = table;
    }

    /** Slots (attnum - 1) an UPDATE or ON CONFLICT DO UPDATE assigns: FOREIGN KEY work follows only key changes. */
    public void noteUpdatedSlots(int[] slots) {
        updatedSlots = slots.clone();
    }

    /** The slots noted by {@link #noteUpdatedSlots}, or null when the statement updates nothing. */
    public int[] updatedSlots() {
        return updatedSlots;
    }

    /** The DML target recorded by {@link #lockTarget}, or null. */
    public TableDef dmlTarget() {
        return dmlTarget;
    }

    /**
     * A scan of a partitioned table reads the partitions that survive plan-time pruning (and the
     * partitioned tables above them): they get the mode recorded for its root, as PostgreSQL locks
     * the partitions its planner keeps.
     */
    public void lockPartitions(PartitionTree tree, BitSet survivors) {
        TableLock root = tableLocks.get(tree.root().oid());
        LockMode mode = root == null ? LockMode.ACCESS_SHARE : root.mode();
        for (PartitionTree.Level level : tree.levels()) {
            lockRelation(level.table(), mode);
        }
        for (int i = survivors.nextSetBit(0); i >= 0; i = survivors.nextSetBit(i + 1)) {
            lockRelation(tree.leaves().get(i), mode);
        }
    }

    /** Every table of a partition tree in {@code mode}: INSERT routing and UPDATE row movement may reach any leaf. */
    public void lockPartitionTree(PartitionTree tree, LockMode mode) {
        BitSet all = new BitSet();
        all.set(0, tree.leaves().size());
        lockRelation(tree.root(), mode);
        lockPartitions(tree, all);
    }

    /** ACCESS SHARE on the partitioned tables above a partition whose bounds a write checks (its partition constraint). */
    public void lockAncestors(TableDef partition) {
        TableDef t = partition;
        while (t != null && t.isPartition()) {
            t = catalog.table(t.partitioning().parent());
            if (t != null) {
                lockRelation(t, LockMode.ACCESS_SHARE);
            }
        }
    }

    /** The locks recorded so far, in the order first met. */
    public List<TableLock> tableLocks() {
        return List.copyOf(tableLocks.values());
    }

    private final java.util.Map<org.lanin.engine.storage.heap.HeapTable, org.lanin.engine.catalog.TableDef> tablesRead =
            new java.util.IdentityHashMap<>();

    /** Notes a table the plan reads (its size and statistics decide the plan; see PlanFreshness). */
    public void noteTable(org.lanin.engine.catalog.TableDef table) {
        if (table.heap() != null && !table.isPartitioned()) {
            tablesRead.putIfAbsent(table.heap(), table);
        }
    }

    /** The tables the statement's plan reads. */
    public java.util.List<org.lanin.engine.catalog.TableDef> tablesRead() {
        return java.util.List.copyOf(tablesRead.values());
    }

    private final java.util.Set<String> relationsNamed = new java.util.LinkedHashSet<>();
    private int viewDepth;

    /**
     * Notes a relation (table, view, materialized view; catalog key) the statement names itself,
     * not through a view it reads: what a view defined by this statement depends on (pg_depend).
     */
    public void noteRelationNamed(String key) {
        if (viewDepth == 0) {
            relationsNamed.add(key);
        }
    }

    /** The relations noted by {@link #noteRelationNamed}, in the order first named. */
    public java.util.Set<String> relationsNamed() {
        return java.util.Collections.unmodifiableSet(relationsNamed);
    }

    /** Entering (+1) or leaving (-1) the query of a view used in FROM. */
    public void viewDepth(int delta) {
        viewDepth += delta;
    }

    private final List<String[]> viewChecks = new java.util.ArrayList<>();

    /**
     * A WITH CHECK OPTION condition of a view the DML statement writes through, as SQL text over the
     * target table's columns: every row the statement writes must satisfy it (44000 naming {@code view}).
     */
    public void addViewCheck(String view, String conditionSql) {
        viewChecks.add(new String[] {view, conditionSql});
    }

    /** Forgets the view checks before the next of several DML queries planned in one context (rewrite rules). */
    public void clearViewChecks() {
        viewChecks.clear();
    }

    /** The conditions added by {@link #addViewCheck}: {view, condition} pairs, innermost view first. */
    public List<String[]> viewChecks() {
        return java.util.Collections.unmodifiableList(viewChecks);
    }

    private final ExplainAliases explainAliases = new ExplainAliases();

    /** The names EXPLAIN gives the statement's relations, unique within it. */
    public ExplainAliases explainAliases() {
        return explainAliases;
    }

    /** A slot for a value a nest loop passes to its inner side, unique within the statement. */
    public int nextExecParam() {
        return execParams++;
    }

    /** The settings the optimizer obeys (the session's cost constants and enable_* switches). */
    public org.lanin.planner.cost.PlannerSettings plannerSettings() {
        return plannerSettings;
    }

    public void setPlannerSettings(org.lanin.planner.cost.PlannerSettings settings) {
        this.plannerSettings = settings;
    }
}
