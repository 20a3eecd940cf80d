package probe;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

/** Runs each framework's catalogue-reading steps against one database, marking phases in the server log. */
public final class Probe {
    static String url, user, pass;

    public static void main(String[] a) throws Exception {
        url = a[0]; user = a[1]; pass = a[2];
        String only = a.length > 3 ? a[3] : "all";
        if (only.equals("all") || only.equals("flyway")) flyway();
        if (only.equals("all") || only.equals("liquibase")) liquibase();
        if (only.equals("all") || only.equals("jooq")) jooq();
        if (only.equals("all") || only.equals("hibernate")) hibernate();
        mark("end");
    }

    static void mark(String phase) throws Exception {
        try (Connection c = DriverManager.getConnection(url, user, pass); Statement s = c.createStatement()) {
            s.execute("select 'PROBE-PHASE " + phase + "'");
        }
        System.out.println("== " + phase);
    }

    static void flyway() throws Exception {
        var fw = org.flywaydb.core.Flyway.configure().dataSource(url, user, pass).locations("classpath:db/migration").load();
        mark("flyway-migrate"); fw.migrate();
        mark("flyway-info"); fw.info().all();
        mark("flyway-validate"); fw.validate();
        mark("flyway-migrate-again"); fw.migrate();
        mark("flyway-repair"); fw.repair();
    }

    static void liquibase() throws Exception {
        for (String run : new String[] {"liquibase-update", "liquibase-update-again"}) {
            mark(run);
            try (Connection c = DriverManager.getConnection(url, user, pass)) {
                var db = liquibase.database.DatabaseFactory.getInstance()
                        .findCorrectDatabaseImplementation(new liquibase.database.jvm.JdbcConnection(c));
                try (var lb = new liquibase.Liquibase("lb/changelog.xml",
                        new liquibase.resource.ClassLoaderResourceAccessor(), db)) {
                    lb.update("");
                }
            }
        }
    }

    static void jooq() throws Exception {
        mark("jooq-meta");
        try (Connection c = DriverManager.getConnection(url, user, pass)) {
            var ctx = org.jooq.impl.DSL.using(c, org.jooq.SQLDialect.POSTGRES);
            var meta = ctx.meta().filterSchemas(s -> s.getName().equals("public"));
            for (var s : meta.getSchemas()) System.out.println("schema " + s.getName());
            for (var t : meta.getTables()) {
                if (!t.getSchema().getName().equals("public")) continue;
                System.out.println(t + " pk=" + t.getPrimaryKey() + " keys=" + t.getKeys() + " refs=" + t.getReferences()
                        + " idx=" + t.getIndexes() + " checks=" + t.getChecks() + " type=" + t.getTableType());
                for (var f : t.fields()) System.out.println("  " + f.getName() + " " + f.getDataType());
            }
            for (var s : meta.getSequences()) System.out.println("seq " + s);
            System.out.println(meta.ddl());
        }
    }

    static void hibernate() throws Exception {
        mark("hibernate-validate");
        var cfg = new org.hibernate.cfg.Configuration()
                .addAnnotatedClass(Author.class).addAnnotatedClass(Book.class)
                .setProperty("hibernate.connection.url", url)
                .setProperty("hibernate.connection.username", user)
                .setProperty("hibernate.connection.password", pass)
                .setProperty("hibernate.hbm2ddl.auto", "validate");
        try (var sf = cfg.buildSessionFactory()) {
            sf.inTransaction(s -> s.createSelectionQuery("from Author", Author.class).getResultList());
        }
    }
}
