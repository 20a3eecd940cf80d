package org.lanin.bench.query;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToIntFunction;

/**
 * ORM-shaped key lookups over TPC-H data (issue 11): what Hibernate fetch joins and repository
 * queries emit, 1 to 4 joins along foreign keys with one key parameter, each answerable through
 * indexes in time that does not grow with the tables. Keys are drawn uniformly from the rows
 * that exist at the scale factor ({@link TpchKeys}).
 */
public final class KeyLookupSuite extends QuerySuite {

    @Override
    public String name() {
        return "tpch_lookup";
    }

    @Override
    public String description() {
        StringBuilder sb = new StringBuilder("Twelve ORM-shaped key lookups (1-4 joins along foreign keys, one key "
                + "parameter, PreparedStatement) over TPC-H data at the scale factor below, the kit's schema "
                + "(primary keys plus foreign-key indexes); keys uniform over existing rows, the same for every "
                + "engine. Time per execution.\n\n| query | what | SQL |\n|---|---|---|\n");
        for (SuiteQuery q : queries(0.01)) {
            sb.append("| ").append(q.name()).append(" | ").append(q.title()).append(" | `")
                    .append(q.sql().replace("|", "\\|")).append("` |\n");
        }
        return sb.toString();
    }

    @Override
    public TimeUnitLabel timeUnit() {
        return TimeUnitLabel.MICROS;
    }

    @Override
    public List<SuiteQuery> queries(double sf) {
        TpchKeys k = new TpchKeys(sf);
        return List.of(
                q("K1", "order + its customer, by o_orderkey (1 join)", k::order, List.of(),
                        "SELECT o.o_orderkey, o.o_orderdate, o.o_totalprice, c.c_custkey, c.c_name, c.c_acctbal "
                                + "FROM orders o JOIN customer c ON c.c_custkey = o.o_custkey WHERE o.o_orderkey = ?"),
                q("K2", "order > customer > nation > region chain, by o_orderkey (3 joins)", k::order, List.of(),
                        "SELECT o.o_orderkey, o.o_orderstatus, c.c_name, n.n_name, r.r_name FROM orders o "
                                + "JOIN customer c ON c.c_custkey = o.o_custkey JOIN nation n ON n.n_nationkey = c.c_nationkey "
                                + "JOIN region r ON r.r_regionkey = n.n_regionkey WHERE o.o_orderkey = ?"),
                q("K3", "customer - orders - lineitem, filtered on the orders key (2 joins)", k::order, List.of(2),
                        "SELECT c.c_name, o.o_orderdate, l.l_linenumber, l.l_quantity, l.l_extendedprice FROM customer c "
                                + "JOIN orders o ON o.o_custkey = c.c_custkey JOIN lineitem l ON l.l_orderkey = o.o_orderkey "
                                + "WHERE o.o_orderkey = ? ORDER BY l.l_linenumber"),
                q("K4", "one customer's orders, by c_custkey (1 join)", k::customer, List.of(1),
                        "SELECT c.c_name, o.o_orderkey, o.o_orderdate, o.o_totalprice FROM customer c "
                                + "JOIN orders o ON o.o_custkey = c.c_custkey WHERE c.c_custkey = ? ORDER BY o.o_orderkey"),
                q("K5", "order with its lines, by o_orderkey (1 join)", k::order, List.of(2),
                        "SELECT o.o_orderkey, o.o_totalprice, l.l_linenumber, l.l_partkey, l.l_quantity FROM orders o "
                                + "JOIN lineitem l ON l.l_orderkey = o.o_orderkey WHERE o.o_orderkey = ? ORDER BY l.l_linenumber"),
                q("K6", "lineitems of an order with part and supplier (2 joins)", k::order, List.of(0),
                        "SELECT l.l_linenumber, p.p_name, s.s_name, l.l_quantity FROM lineitem l "
                                + "JOIN part p ON p.p_partkey = l.l_partkey JOIN supplier s ON s.s_suppkey = l.l_suppkey "
                                + "WHERE l.l_orderkey = ? ORDER BY l.l_linenumber"),
                q("K7", "a part's suppliers with their cost, by p_partkey (2 joins)", k::part, List.of(1),
                        "SELECT p.p_name, s.s_name, ps.ps_supplycost, ps.ps_availqty FROM part p "
                                + "JOIN partsupp ps ON ps.ps_partkey = p.p_partkey JOIN supplier s ON s.s_suppkey = ps.ps_suppkey "
                                + "WHERE p.p_partkey = ? ORDER BY s.s_name"),
                q("K8", "a supplier's parts, by s_suppkey (2 joins)", k::supplier, List.of(1),
                        "SELECT s.s_name, p.p_partkey, p.p_name, ps.ps_availqty FROM supplier s "
                                + "JOIN partsupp ps ON ps.ps_suppkey = s.s_suppkey JOIN part p ON p.p_partkey = ps.ps_partkey "
                                + "WHERE s.s_suppkey = ? ORDER BY p.p_partkey"),
                q("K9", "supplier > nation > region, by s_suppkey (2 joins)", k::supplier, List.of(),
                        "SELECT s.s_name, s.s_phone, n.n_name, r.r_name FROM supplier s "
                                + "JOIN nation n ON n.n_nationkey = s.s_nationkey JOIN region r ON r.r_regionkey = n.n_regionkey "
                                + "WHERE s.s_suppkey = ?"),
                q("K10", "lineitems > order > customer > nation > region, by l_orderkey (4 joins)", k::order, List.of(0),
                        "SELECT l.l_linenumber, o.o_orderdate, c.c_name, n.n_name, r.r_name FROM lineitem l "
                                + "JOIN orders o ON o.o_orderkey = l.l_orderkey JOIN customer c ON c.c_custkey = o.o_custkey "
                                + "JOIN nation n ON n.n_nationkey = c.c_nationkey JOIN region r ON r.r_regionkey = n.n_regionkey "
                                + "WHERE l.l_orderkey = ? ORDER BY l.l_linenumber"),
                q("K11", "a customer, its nation and its order count, by c_custkey (join + left join + group)",
                        k::customer, List.of(),
                        "SELECT c.c_custkey, c.c_name, n.n_name, count(o.o_orderkey) AS orders FROM customer c "
                                + "JOIN nation n ON n.n_nationkey = c.c_nationkey LEFT JOIN orders o ON o.o_custkey = c.c_custkey "
                                + "WHERE c.c_custkey = ? GROUP BY c.c_custkey, c.c_name, n.n_name"),
                q("K12", "a part's order lines with their orders, by p_partkey (2 joins)", k::part, List.of(1, 2),
                        "SELECT p.p_name, l.l_orderkey, l.l_linenumber, o.o_orderdate FROM part p "
                                + "JOIN lineitem l ON l.l_partkey = p.p_partkey JOIN orders o ON o.o_orderkey = l.l_orderkey "
                                + "WHERE p.p_partkey = ? ORDER BY l.l_orderkey, l.l_linenumber"));
    }

    private static SuiteQuery q(String name, String title, ToIntFunction<SplittableRandom> key,
                                List<Integer> orderColumns, String sql) {
        return new SuiteQuery(name, title, sql, (ps, r) -> ps.setInt(1, key.applyAsInt(r)), orderColumns);
    }
}
