package org.lanin.planner.ddl;

import java.util.List;
import java.util.Set;
import org.lanin.engine.catalog.IndexMethod;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.index.gin.GinExtract;
import org.lanin.engine.index.gist.GistOpClasses;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;

/**
 * CREATE INDEX ... USING: which access method and operator class an index gets, with PostgreSQL's
 * errors (DefineIndex and ResolveOpClass in indexcmds.c). btree, hash and gin (one operator class per
 * key column: multicolumn GIN indexes are built) are built, and gist with its tsvector_ops (one key
 * column); PostgreSQL's other built-in GiST operator classes, multicolumn GiST, brin and spgist are
 * PostgreSQL features Lanin lacks (0A000); any other name does not exist (42704).
 */
final class IndexMethods {
    private static final String NO_DEFAULT_HINT =
            "You must specify an operator class for the index or define a default operator class for the data type.";
    private static final Set<String> NOT_BUILT = Set.of("brin", "spgist");
    /** PostgreSQL 15's built-in GiST operator classes other than tsvector_ops (btree_gist and pg_trgm are extensions). */
    private static final Set<String> GIST_NOT_BUILT = Set.of("range_ops", "multirange_ops", "point_ops", "box_ops",
            "poly_ops", "circle_ops", "inet_ops", "tsquery_ops");
    private static final List<IndexMethod> GIN = List.of(IndexMethod.GIN_ARRAY_OPS, IndexMethod.GIN_JSONB_OPS,
            IndexMethod.GIN_JSONB_PATH_OPS, IndexMethod.GIN_TSVECTOR_OPS);

    private IndexMethods() {
    }

    /** Refuses a USING name that is not btree, hash or gin. */
    static void checkName(String method) {
        if (NOT_BUILT.contains(method)) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "index access method \"" + method + "\"");
        }
        if (!Set.of("btree", "hash", "gin", "gist").contains(method)) {
            throw LaninException.of(MethodMsg.UNDEFINED_METHOD, method);
        }
    }

    /**
     * The method of index {@code c} over {@code table} per key column (one entry but for a
     * multicolumn GIN index, whose columns each have an operator class), its key columns bound
     * ({@code b}), every check made.
     */
    static List<IndexMethod> methodOf(DdlStatement.CreateIndex c, org.lanin.engine.catalog.TableDef table,
                                      IndexExprBinder.Bound b) {
        int[] attnums = b.attnums();
        List<DataType> types = new java.util.ArrayList<>();
        for (int i = 0; i < attnums.length; i++) {
            types.add(org.lanin.engine.access.IndexKeys.keyType(table, attnums, b.exprs(), i));
        }
        if (c.keyColumns() > 0 && c.method() != null && !c.method().equals("btree") && !c.unique()) {
            throw LaninException.of(IndexDdlMsg.INCLUDE_METHOD, c.method()); // PostgreSQL checks amcaninclude first
        }
        List<IndexMethod> methods = resolve(c.method(), c.opclasses(), types, c.unique());
        int[] orders = c.indoption();
        for (int i = 0; orders != null && i < orders.length && methods.get(0) != IndexMethod.BTREE; i++) {
            // only B-tree orders its keys (amcanorder): hash, GIN and GiST refuse DESC and NULLS FIRST/LAST
            if ((orders[i] & org.lanin.engine.catalog.IndexDef.DESC) != 0) {
                throw LaninException.of(MethodMsg.NO_ORDER, methods.get(0).amName());
            }
            if ((orders[i] & org.lanin.engine.catalog.IndexDef.NULLS_FIRST) != 0) {
                throw LaninException.of(MethodMsg.NO_NULLS_ORDER, methods.get(0).amName());
            }
        }
        if (methods.get(0) == IndexMethod.BTREE) {
            for (int i = 0; i < attnums.length; i++) {
                BtreeOpclasses.check(c.opclasses().get(i), types.get(i));
            }
        }
        return methods;
    }

    /**
     * The method of an index with {@code types} key columns (null {@code method}: btree) per key
     * column (B-tree and hash: one entry), checking what the method allows; B-tree operator
     * classes are checked by {@link BtreeOpclasses}.
     */
    static List<IndexMethod> resolve(String method, List<String> opclasses, List<DataType> types, boolean unique) {
        if (method == null || method.equals("btree")) {
            return List.of(IndexMethod.BTREE);
        }
        if (unique) {
            throw LaninException.of(MethodMsg.NO_UNIQUE, method);
        }
        if (method.equals("hash")) {
            if (types.size() > 1) {
                throw LaninException.of(MethodMsg.NO_MULTICOLUMN, method);
            }
            BtreeOpclasses.check(opclasses.get(0), types.get(0)); // hash opclasses share the B-tree ones' names
            return List.of(IndexMethod.HASH);
        }
        if (method.equals("gist")) {
            List<IndexMethod> out = new java.util.ArrayList<>();
            for (int i = 0; i < types.size(); i++) {
                out.add(gist(opclasses.get(i), types.get(i))); // each column's operator class first, as PostgreSQL
            }
            if (out.size() > 1) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "multicolumn GiST index");
            }
            return out;
        }
        List<IndexMethod> out = new java.util.ArrayList<>();
        for (int i = 0; i < types.size(); i++) {
            out.add(gin(opclasses.get(i), types.get(i)));
        }
        return out;
    }

    private static IndexMethod gin(String opclass, DataType type) {
        if (opclass == null) {
            for (IndexMethod m : GIN) {
                if (m.defaultOpclass() && GinExtract.accepts(m, type)) {
                    return m;
                }
            }
            throw LaninException.withHint(NO_DEFAULT_HINT, MethodMsg.NO_DEFAULT_OPCLASS, type.sqlName(), "gin");
        }
        for (IndexMethod m : GIN) {
            if (m.opclass().equals(opclass)) {
                if (!GinExtract.accepts(m, type)) {
                    throw LaninException.of(MethodMsg.WRONG_TYPE, opclass, type.sqlName());
                }
                return m;
            }
        }
        throw LaninException.of(MethodMsg.UNDEFINED_OPCLASS, opclass, "gin");
    }

    private static IndexMethod gist(String opclass, DataType type) {
        IndexMethod m = IndexMethod.GIST_TSVECTOR_OPS;
        if (opclass == null) {
            if (GistOpClasses.accepts(m, type)) {
                return m;
            }
            if (type.kind() == org.lanin.engine.type.TypeKind.TSQUERY) { // PostgreSQL's default: tsquery_ops
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "GiST operator class \"tsquery_ops\" for type tsquery");
            }
            throw LaninException.withHint(NO_DEFAULT_HINT, MethodMsg.NO_DEFAULT_OPCLASS, type.sqlName(), "gist");
        }
        if (GIST_NOT_BUILT.contains(opclass)) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "GiST operator class \"" + opclass + "\"");
        }
        if (!opclass.equals(m.opclass())) {
            throw LaninException.of(MethodMsg.UNDEFINED_OPCLASS, opclass, "gist");
        }
        if (!GistOpClasses.accepts(m, type)) {
            throw LaninException.of(MethodMsg.WRONG_TYPE, opclass, type.sqlName());
        }
        return m;
    }

    /** PostgreSQL 15's words for these errors. */
    enum MethodMsg implements Msg {
        UNDEFINED_METHOD(SqlState.UNDEFINED_OBJECT, "access method \"%s\" does not exist"),
        NO_UNIQUE(SqlState.FEATURE_NOT_SUPPORTED, "access method \"%s\" does not support unique indexes"),
        NO_MULTICOLUMN(SqlState.FEATURE_NOT_SUPPORTED, "access method \"%s\" does not support multicolumn indexes"),
        NO_ORDER(SqlState.FEATURE_NOT_SUPPORTED, "access method \"%s\" does not support ASC/DESC options"),
        NO_NULLS_ORDER(SqlState.FEATURE_NOT_SUPPORTED, "access method \"%s\" does not support NULLS FIRST/LAST options"),
        NO_DEFAULT_OPCLASS(SqlState.UNDEFINED_OBJECT,
                "data type %s has no default operator class for access method \"%s\""),
        UNDEFINED_OPCLASS(SqlState.UNDEFINED_OBJECT, "operator class \"%s\" does not exist for access method \"%s\""),
        WRONG_TYPE(SqlState.DATATYPE_MISMATCH, "operator class \"%s\" does not accept data type %s");

        private final SqlState state;
        private final String template;

        MethodMsg(SqlState state, String template) {
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
