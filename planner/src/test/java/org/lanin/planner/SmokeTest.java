package org.lanin.planner;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.lanin.planner.session.ExecutionResult;
import org.lanin.planner.session.Lanin;
import org.lanin.planner.session.RowCursor;
import org.lanin.planner.session.Session;

class SmokeTest {
    static List<String> rows(Session s, String sql) {
        List<String> out = new ArrayList<>();
        try (ExecutionResult r = s.execute(sql)) {
            if (!r.hasRows()) {
                out.add(r.commandTag());
                return out;
            }
            RowCursor c = r.rows();
            while (c.next()) {
                out.add(Arrays.toString(c.current()));
            }
        }
        return out;
    }

    @Test
    void endToEnd() {
        try (Session s = Lanin.openMemory("", Map.of())) {
            System.out.println(rows(s, "create table t (id serial primary key, name text not null, price numeric(10,2))"));
            System.out.println(rows(s, "insert into t (name, price) values ('a', 1.5), ('b', 2.25), ('c', null)"));
            System.out.println(rows(s, "select * from t order by id"));
            System.out.println(rows(s, "select name, price * 2 as p2 from t where id = 2"));
            System.out.println(rows(s, "explain select name from t where id = 2"));
            System.out.println(rows(s, "update t set price = price + 1 where name = 'a' returning *"));
            System.out.println(rows(s, "select count(*), sum(price), avg(price), max(name) from t"));
            System.out.println(rows(s, "delete from t where id = 3"));
            System.out.println(rows(s, "select * from generate_series(1,5) g(n) where n % 2 = 1"));
            System.out.println(rows(s, "select 1 + 2, 'x' || 'y', now() is not null, 7 / 2, 7.0 / 2"));
            System.out.println(rows(s, "select * from information_schema.tables"));
            assertThat(rows(s, "select count(*) from t")).containsExactly("[2]");
            rows(s, "insert into t (name) select 'n' || g from generate_series(1, 50) g(g)");
            System.out.println(rows(s, "explain select id from t order by id desc limit 3"));
            System.out.println(rows(s, "select id from t order by id desc limit 3"));
            System.out.println(rows(s, "explain select id from t where id > 40 order by id"));
            System.out.println(rows(s, "select id from t where id > 40 order by id"));
        }
    }
}
