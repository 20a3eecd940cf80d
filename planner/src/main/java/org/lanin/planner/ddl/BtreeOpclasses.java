package org.lanin.planner.ddl;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;

/**
 * The B-tree operator classes an index column may name: PostgreSQL's default class of each type
 * Lanin stores (they order as Lanin's comparators do, so naming one changes nothing), checked
 * against the column's type as PostgreSQL checks them. The {@code *_pattern_ops} classes order by
 * code point, as PostgreSQL's do in any locale, which is Lanin's order: they are the defaults here.
 */
final class BtreeOpclasses {
    private static final Map<String, Set<TypeKind>> DEFAULTS = Map.ofEntries(
            Map.entry("bool_ops", EnumSet.of(TypeKind.BOOLEAN)),
            Map.entry("enum_ops", EnumSet.of(TypeKind.ENUM)),
            Map.entry("int2_ops", EnumSet.of(TypeKind.SMALLINT)),
            Map.entry("int4_ops", EnumSet.of(TypeKind.INTEGER)),
            Map.entry("int8_ops", EnumSet.of(TypeKind.BIGINT)),
            Map.entry("numeric_ops", EnumSet.of(TypeKind.NUMERIC)),
            Map.entry("float4_ops", EnumSet.of(TypeKind.REAL)),
            Map.entry("float8_ops", EnumSet.of(TypeKind.DOUBLE)),
            Map.entry("text_ops", EnumSet.of(TypeKind.TEXT, TypeKind.VARCHAR)),
            Map.entry("varchar_ops", EnumSet.of(TypeKind.TEXT, TypeKind.VARCHAR)),
            Map.entry("name_ops", EnumSet.of(TypeKind.NAME)),
            Map.entry("oid_ops", EnumSet.of(TypeKind.OID)),
            Map.entry("char_ops", EnumSet.of(TypeKind.CHAR1)),
            Map.entry("bpchar_ops", EnumSet.of(TypeKind.CHAR)),
            Map.entry("bytea_ops", EnumSet.of(TypeKind.BYTEA)),
            Map.entry("date_ops", EnumSet.of(TypeKind.DATE)),
            Map.entry("time_ops", EnumSet.of(TypeKind.TIME)),
            Map.entry("timestamp_ops", EnumSet.of(TypeKind.TIMESTAMP)),
            Map.entry("timestamptz_ops", EnumSet.of(TypeKind.TIMESTAMPTZ)),
            Map.entry("interval_ops", EnumSet.of(TypeKind.INTERVAL)),
            Map.entry("uuid_ops", EnumSet.of(TypeKind.UUID)),
            Map.entry("jsonb_ops", EnumSet.of(TypeKind.JSONB)),
            // C-locale (code point) order for LIKE prefixes: Lanin's text order already is that
            Map.entry("text_pattern_ops", EnumSet.of(TypeKind.TEXT, TypeKind.VARCHAR)),
            Map.entry("varchar_pattern_ops", EnumSet.of(TypeKind.TEXT, TypeKind.VARCHAR)),
            Map.entry("bpchar_pattern_ops", EnumSet.of(TypeKind.CHAR)));

    private BtreeOpclasses() {
    }

    /** Accepts {@code opclass} (null: the default) for a column of {@code type}, or throws PostgreSQL's error. */
    static void check(String opclass, DataType type) {
        if (opclass == null) {
            if (type.kind() == TypeKind.JSON) {
                throw LaninException.of(org.lanin.engine.json.JsonMsg.NO_BTREE_OPCLASS);
            }
            return;
        }
        Set<TypeKind> accepts = DEFAULTS.get(opclass);
        if (accepts == null) {
            if (opclass.endsWith("_pattern_ops")) {
                throw LaninException.of(OpclassMsg.NOT_BUILT, opclass);
            }
            throw LaninException.of(OpclassMsg.UNDEFINED, opclass);
        }
        if (!accepts.contains(type.kind())) {
            throw LaninException.of(OpclassMsg.WRONG_TYPE, opclass, type.sqlName());
        }
    }

    /** PostgreSQL's errors for operator classes. */
    enum OpclassMsg implements Msg {
        UNDEFINED(SqlState.UNDEFINED_OBJECT, "operator class \"%s\" does not exist for access method \"btree\""),
        WRONG_TYPE(SqlState.DATATYPE_MISMATCH, "operator class \"%s\" does not accept data type %s"),
        NOT_BUILT(SqlState.FEATURE_NOT_SUPPORTED, "operator class \"%s\" is not supported");

        private final SqlState state;
        private final String template;

        OpclassMsg(SqlState state, String template) {
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
