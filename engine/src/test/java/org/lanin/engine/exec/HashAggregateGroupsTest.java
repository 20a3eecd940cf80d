package org.lanin.engine.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A hash aggregate finds a row's group by reference when the row carries the previous row's key
 * objects, else by value: both ways give the same groups, whatever the order of the rows.
 */
class HashAggregateGroupsTest {
    private static final Aggregate COUNT = new Aggregate() {
        @Override
        public Object newState() {
            return 0L;
        }

        @Override
        public Object accumulate(Object state, Object value) {
            return (Long) state + 1;
        }

        @Override
        public Object finish(Object state) {
            return state;
        }

        @Override
        public boolean skipsNulls() {
            return false;
        }
    };

    private static List<String> groups(List<Object[]> rows) {
        HashAggregateOperator op = new HashAggregateOperator(JoinReference.list(rows), JoinReference.keys(2),
                new AggregateSpec[] {new AggregateSpec(COUNT, null, false)});
        op.open(JoinReference.ctx());
        List<String> out = new ArrayList<>();
        for (Object[] r; (r = op.next()) != null; ) {
            out.add(r[0] + "/" + r[1] + "=" + r[2]);
        }
        op.close();
        return out;
    }

    private static Object[] row(Object k1, Object k2) {
        Object[] r = new Object[JoinReference.WIDTH];
        r[1] = k1;
        r[2] = k2;
        return r;
    }

    @Test
    void sameObjectsEqualValuesAndNullsFindOneGroup() {
        String name = new String("customer#7");
        BigDecimal one = new BigDecimal("1.0");
        List<Object[]> rows = List.of(
                row(name, one), row(name, one), // the same objects: found by reference
                row(new String("customer#7"), new BigDecimal("1.00")), // equal values in other objects
                row(name, null), row(name, null), row(null, null), row(null, null),
                row(name, one), // back to the first group after others
                row(new String("customer#8"), one), row(new String("customer#8"), one));
        assertThat(groups(rows)).containsExactly("customer#7/1.0=4", "customer#7/null=2", "null/null=2",
                "customer#8/1.0=2");
    }
}
