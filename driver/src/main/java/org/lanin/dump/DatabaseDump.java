package org.lanin.dump;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.jdbc.LaninConnection;
import org.lanin.planner.routine.catalog.Routines;

/**
 * Writes a whole database as a plain SQL script in pg_dump's order: the SET lines, schemas,
 * types, functions, procedures and aggregates, sequences, tables, the routines that name a
 * table's row type, views and materialized views (WITH NO DATA) and defaults (pre-data); each
 * table's rows as COPY, then the sequences' values (data); PRIMARY KEY/UNIQUE constraints,
 * indexes, triggers, FOREIGN KEYs and the REFRESH of each populated materialized view
 * (post-data); comments. Everything but the rows is built before the first byte is written, so an object the
 * dump cannot express fails it ({@link DumpMsg}, 0A000) with nothing written.
 *
 * <p>The dump reads in one REPEATABLE READ, read-only transaction (one snapshot for every table),
 * which it rolls back; the connection must be in auto-commit mode (not in a transaction of its
 * caller's), and its isolation and read-only settings are put back.
 */
public final class DatabaseDump {
    static final String HEADER = """
            --
            -- PostgreSQL database dump, written by Lanin's dump (java -jar lanin.jar --dump URL)
            --

            SET statement_timeout = 0;
            SET lock_timeout = 0;
            SET client_encoding = 'UTF8';
            SET standard_conforming_strings = on;
            SELECT pg_catalog.set_config('search_path', '', false);
            SET check_function_bodies = false;
            SET xmloption = content;
            SET client_min_messages = warning;
            SET row_security = off;

            -- Lanin keeps defaults, CHECKs, generated columns, index expressions and view queries as the
            -- SQL text they were written in; their unqualified names resolve through public, as in Lanin.
            SELECT pg_catalog.set_config('search_path', 'public', false);


            """;

    private final Connection connection;
    private final PrintStream progress;

    /** {@code progress}: where progress lines of long tables go (stderr for the command line). */
    public DatabaseDump(Connection connection, PrintStream progress) {
        this.connection = connection;
        this.progress = progress;
    }

    /** Writes the script to {@code out} (flushed, not closed). */
    public void write(Writer out) throws SQLException {
        LaninConnection lanin = unwrap();
        if (!connection.getAutoCommit() || lanin.inTransaction()) {
            throw DumpMsg.IN_TRANSACTION.error(); // the dump's own transaction would end the caller's
        }
        int isolation = connection.getTransactionIsolation();
        boolean readOnly = connection.isReadOnly();
        try {
            connection.setAutoCommit(false);
            connection.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            connection.setReadOnly(true);
            SqlNames names = new SqlNames(reservedWords());
            write(lanin.catalogSnapshot(), lanin.routines(), names, out);
        } catch (IOException e) {
            throw DumpMsg.WRITE_FAILED.error(e.getMessage());
        } finally {
            connection.rollback();
            connection.setReadOnly(readOnly);
            connection.setTransactionIsolation(isolation);
            connection.setAutoCommit(true);
        }
    }

    private void write(CatalogSnapshot catalog, Routines routines, SqlNames names, Writer out)
            throws SQLException, IOException {
        TypeNames types = new TypeNames(names);
        TypeAndSequenceDdl objects = new TypeAndSequenceDdl(catalog, names, types);
        TableDdl tableDdl = new TableDdl(catalog, names, types);
        ConstraintDdl constraints = new ConstraintDdl(catalog, names);
        RoutineDdl routineDdl = new RoutineDdl(catalog, names, routines);
        ViewDdl views = new ViewDdl(catalog, names);
        List<TableDef> tables = tableDdl.ordered();
        List<DumpEntry> pre = new ArrayList<>();
        pre.addAll(objects.schemas());
        pre.addAll(routineDdl.extensions());
        pre.addAll(objects.types());
        pre.addAll(routineDdl.routines(false));
        pre.addAll(objects.sequences(tableDdl));
        for (TableDef t : tables) {
            pre.addAll(tableDdl.create(t));
        }
        pre.addAll(objects.ownedBy(tableDdl));
        pre.addAll(routineDdl.routines(true));
        pre.addAll(views.create());
        pre.addAll(tableDdl.defaults(tables));
        List<TableDef> indexed = new ArrayList<>(tables);
        indexed.addAll(tableDdl.matviews());
        List<DumpEntry> post = new ArrayList<>();
        post.addAll(constraints.keys(tables));
        post.addAll(constraints.indexes(indexed, this::indexDefinition));
        post.addAll(tableDdl.replicaIdentityIndexes(tables));
        post.addAll(new RuleDdl(catalog, routines).rules());
        post.addAll(routineDdl.triggers());
        post.addAll(constraints.foreignKeys(tables));
        post.addAll(views.refreshes());
        post.addAll(new CommentDdl(catalog, names, routineDdl).comments());

        out.write(HEADER);
        for (DumpEntry e : pre) {
            e.write(out);
        }
        TableCopy copy = new TableCopy(connection, names, progress);
        for (TableDef t : tables) {
            if (!t.isPartitioned()) {
                copy.write(t, tableDdl.loadTarget(t), org.lanin.engine.catalog.Inheritance.hasChildren(catalog, t), out);
            }
        }
        for (DumpEntry e : objects.setvals()) {
            e.write(out);
        }
        for (DumpEntry e : post) {
            e.write(out);
        }
        out.write("--\n-- PostgreSQL database dump complete\n--\n\n");
        out.flush();
    }

    private LaninConnection unwrap() throws SQLException {
        if (connection.isWrapperFor(LaninConnection.class)) {
            return connection.unwrap(LaninConnection.class);
        }
        throw DumpMsg.NOT_LANIN.error(connection.getClass().getName());
    }

    /** Keywords quote_ident quotes: every category but unreserved. */
    private Set<String> reservedWords() throws SQLException {
        Set<String> out = new HashSet<>();
        try (Statement st = connection.createStatement();
             ResultSet rs = st.executeQuery("SELECT word FROM pg_catalog.pg_get_keywords() WHERE catcode <> 'U'")) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    private String indexDefinition(long oid) throws SQLException {
        try (Statement st = connection.createStatement();
             ResultSet rs = st.executeQuery("SELECT pg_catalog.pg_get_indexdef(" + oid + ")")) {
            rs.next();
            return rs.getString(1);
        }
    }
}
