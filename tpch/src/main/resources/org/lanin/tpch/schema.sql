-- TPC-H schema (spec 1.4): the spec's column types and primary keys, in PostgreSQL's spelling.
-- Read by org.lanin.tpch.TpchSchema (tests and benchmarks) and by tpch/record-answers.sh (psql);
-- statements end with ';' at the end of a line. Section "indexes" runs after the load.
-- section: tables
CREATE TABLE region (
    r_regionkey integer NOT NULL PRIMARY KEY,
    r_name char(25) NOT NULL,
    r_comment varchar(152));
CREATE TABLE nation (
    n_nationkey integer NOT NULL PRIMARY KEY,
    n_name char(25) NOT NULL,
    n_regionkey integer NOT NULL,
    n_comment varchar(152));
CREATE TABLE part (
    p_partkey integer NOT NULL PRIMARY KEY,
    p_name varchar(55) NOT NULL,
    p_mfgr char(25) NOT NULL,
    p_brand char(10) NOT NULL,
    p_type varchar(25) NOT NULL,
    p_size integer NOT NULL,
    p_container char(10) NOT NULL,
    p_retailprice decimal(15,2) NOT NULL,
    p_comment varchar(23) NOT NULL);
CREATE TABLE supplier (
    s_suppkey integer NOT NULL PRIMARY KEY,
    s_name char(25) NOT NULL,
    s_address varchar(40) NOT NULL,
    s_nationkey integer NOT NULL,
    s_phone char(15) NOT NULL,
    s_acctbal decimal(15,2) NOT NULL,
    s_comment varchar(101) NOT NULL);
CREATE TABLE partsupp (
    ps_partkey integer NOT NULL,
    ps_suppkey integer NOT NULL,
    ps_availqty integer NOT NULL,
    ps_supplycost decimal(15,2) NOT NULL,
    ps_comment varchar(199) NOT NULL,
    PRIMARY KEY (ps_partkey, ps_suppkey));
CREATE TABLE customer (
    c_custkey integer NOT NULL PRIMARY KEY,
    c_name varchar(25) NOT NULL,
    c_address varchar(40) NOT NULL,
    c_nationkey integer NOT NULL,
    c_phone char(15) NOT NULL,
    c_acctbal decimal(15,2) NOT NULL,
    c_mktsegment char(10) NOT NULL,
    c_comment varchar(117) NOT NULL);
CREATE TABLE orders (
    o_orderkey integer NOT NULL PRIMARY KEY,
    o_custkey integer NOT NULL,
    o_orderstatus char(1) NOT NULL,
    o_totalprice decimal(15,2) NOT NULL,
    o_orderdate date NOT NULL,
    o_orderpriority char(15) NOT NULL,
    o_clerk char(15) NOT NULL,
    o_shippriority integer NOT NULL,
    o_comment varchar(79) NOT NULL);
CREATE TABLE lineitem (
    l_orderkey integer NOT NULL,
    l_partkey integer NOT NULL,
    l_suppkey integer NOT NULL,
    l_linenumber integer NOT NULL,
    l_quantity decimal(15,2) NOT NULL,
    l_extendedprice decimal(15,2) NOT NULL,
    l_discount decimal(15,2) NOT NULL,
    l_tax decimal(15,2) NOT NULL,
    l_returnflag char(1) NOT NULL,
    l_linestatus char(1) NOT NULL,
    l_shipdate date NOT NULL,
    l_commitdate date NOT NULL,
    l_receiptdate date NOT NULL,
    l_shipinstruct char(25) NOT NULL,
    l_shipmode char(10) NOT NULL,
    l_comment varchar(44) NOT NULL,
    PRIMARY KEY (l_orderkey, l_linenumber));
-- section: indexes
-- The foreign-key columns, as issue 11's measurements had them (ps_partkey and l_orderkey also
-- lead a primary key; l_orderkey gets its own index as in those measurements).
CREATE INDEX nation_n_regionkey_idx ON nation (n_regionkey);
CREATE INDEX supplier_s_nationkey_idx ON supplier (s_nationkey);
CREATE INDEX customer_c_nationkey_idx ON customer (c_nationkey);
CREATE INDEX partsupp_ps_suppkey_idx ON partsupp (ps_suppkey);
CREATE INDEX orders_o_custkey_idx ON orders (o_custkey);
CREATE INDEX lineitem_l_orderkey_idx ON lineitem (l_orderkey);
CREATE INDEX lineitem_l_partkey_l_suppkey_idx ON lineitem (l_partkey, l_suppkey);
