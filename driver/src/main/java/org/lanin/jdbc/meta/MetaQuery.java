package org.lanin.jdbc.meta;

import java.util.ArrayList;
import java.util.List;

/**
 * One metadata query: SQL text with {@code ?} parameters and their values. Built from a fixed
 * SELECT list and FROM, conditions that apply only when their argument is given (JDBC: a null
 * pattern means "do not narrow"), and an ORDER BY.
 */
record MetaQuery(String sql, List<Object> params) {
    static Builder select(String selectList, String from) {
        return new Builder("SELECT " + selectList + " FROM " + from);
    }

    static final class Builder {
        private final StringBuilder sql;
        private final List<Object> params = new ArrayList<>();
        private boolean where;

        private Builder(String head) {
            this.sql = new StringBuilder(head);
        }

        /** Adds {@code condition} (with one {@code ?}) unless {@code value} is null. */
        Builder where(String condition, Object value) {
            if (value != null) {
                and(condition);
                params.add(value);
            }
            return this;
        }

        /** Adds a condition without parameters. */
        Builder where(String condition) {
            and(condition);
            return this;
        }

        /** Adds {@code column IN (?, ...)} unless {@code values} is null. */
        Builder whereIn(String column, List<String> values) {
            if (values != null) {
                and(column + " IN (" + String.join(", ", java.util.Collections.nCopies(Math.max(values.size(), 1), "?"))
                        + ")");
                params.addAll(values.isEmpty() ? List.of("") : values);
            }
            return this;
        }

        private void and(String condition) {
            sql.append(where ? " AND " : " WHERE ").append(condition);
            where = true;
        }

        MetaQuery orderBy(String order) {
            return new MetaQuery(sql + " ORDER BY " + order, List.copyOf(params));
        }
    }
}
