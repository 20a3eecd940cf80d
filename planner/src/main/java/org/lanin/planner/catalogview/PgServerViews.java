package org.lanin.planner.catalogview;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.lanin.engine.func.FunctionDef;
import org.lanin.engine.func.FunctionRegistry;
import org.lanin.engine.type.DataType;
import org.lanin.planner.session.Setting;

/**
 * The pg_catalog relations about the server rather than the schema: pg_type (recorded rows,
 * {@link PgTypes}), pg_proc (Lanin's scalar functions), pg_am, pg_collation, pg_enum (empty:
 * no enum types yet), pg_roles, pg_user, pg_database (the one role and database), pg_settings
 * (every setting at its default, described as PostgreSQL 15 describes it: {@link PgSettingRows};
 * a session's SET is visible through SHOW and current_setting, not here yet) and pg_get_keywords() (recorded from PostgreSQL 15).
 */
public final class PgServerViews {
    private static final String PG = "pg_catalog";
    private static final List<String[]> KEYWORDS = keywords();

    private PgServerViews() {
    }

    static List<SystemView> views() {
        return List.of(type(), proc(), am(), collation(), roles(), authid(), authMembers(), user(), database(), settings(),
                keywordsView(), cursors(),
                RoutineViews.pgTrigger(), RoutineViews.pgExtension(), RoutineViews.pgAvailableExtensions(), RuleViews.pgRules(),
                new CatalogTable(PG, "pg_enum", "oid:oid enumtypid:oid enumsortorder:real enumlabel:name")
                        .view((c, out) -> { }));
    }

    private static SystemView type() {
        CatalogTable t = new CatalogTable(PG, "pg_type", "oid:oid typname:name typnamespace:oid typowner:oid"
                + " typlen:smallint typbyval:boolean typtype:char typcategory:char typispreferred:boolean"
                + " typisdefined:boolean typdelim:char typrelid:oid typsubscript:regproc typelem:oid typarray:oid"
                + " typinput:regproc typoutput:regproc typreceive:regproc typsend:regproc typmodin:regproc"
                + " typmodout:regproc typanalyze:regproc typalign:char typstorage:char typnotnull:boolean"
                + " typbasetype:oid typtypmod:integer typndims:integer typcollation:oid typdefaultbin:pg_node_tree"
                + " typdefault:text typacl:text");
        return t.view((c, out) -> {
            for (PgTypes.TypeRow r : PgTypes.rows()) {
                out.accept(row -> row.set("oid", r.oid()).set("typname", r.name()).set("typnamespace", PgOids.PG_CATALOG)
                        .set("typowner", PgOids.ROLE).set("typlen", r.len()).set("typbyval", r.byVal())
                        .set("typtype", r.type()).set("typcategory", r.category()).set("typispreferred", r.preferred())
                        .set("typisdefined", true).set("typdelim", r.delim()).set("typelem", r.elem())
                        .set("typarray", r.array()).set("typinput", r.input()).set("typoutput", r.output())
                        .set("typreceive", r.receive()).set("typsend", r.send()).set("typalign", r.align())
                        .set("typstorage", r.storage()).set("typtypmod", -1).set("typcollation", r.collation())
                        .set("typsubscript", r.category().equals("A") ? "array_subscript_handler" : "-"));
            }
        });
    }

    /** pg_proc oid of a function overload (synthetic: name and argument type oids). */
    public static long procOid(FunctionDef f) {
        return PgOids.synthetic("proc", f.name() + "(" + argTypes(f) + ")");
    }

    private static String argTypes(FunctionDef f) {
        StringJoiner j = new StringJoiner(" ");
        f.params().forEach(k -> j.add(Long.toString(PgTypes.oid(DataType.of(k)))));
        return j.toString();
    }

    private static SystemView proc() {
        CatalogTable t = new CatalogTable(PG, "pg_proc", "oid:oid proname:name pronamespace:oid proowner:oid"
                + " prolang:oid procost:real prorows:real provariadic:oid prosupport:regproc prokind:char"
                + " prosecdef:boolean proleakproof:boolean proisstrict:boolean proretset:boolean provolatile:char"
                + " proparallel:char pronargs:smallint pronargdefaults:smallint prorettype:oid proargtypes:oidvector"
                + " proallargtypes:text proargmodes:text proargnames:text proargdefaults:pg_node_tree protrftypes:text"
                + " prosrc:text probin:text prosqlbody:pg_node_tree proconfig:text proacl:text");
        return t.view((c, out) -> {
            List<FunctionDef> defs = new ArrayList<>(FunctionRegistry.standard().definitions());
            defs.sort(java.util.Comparator.comparing(FunctionDef::name).thenComparing(PgServerViews::argTypes));
            for (FunctionDef f : defs) {
                String volatility = switch (f.volatility()) {
                    case IMMUTABLE -> "i";
                    case STABLE -> "s";
                    default -> "v";
                };
                out.accept(r -> r.set("oid", procOid(f)).set("proname", f.name()).set("pronamespace", PgOids.PG_CATALOG)
                        .set("proowner", PgOids.ROLE).set("prolang", 12L).set("procost", 1f).set("prokind", "f")
                        .set("proisstrict", f.strict()).set("provolatile", volatility).set("proparallel", "s")
                        .set("pronargs", f.params().size()).set("prorettype", returnType(f))
                        .set("proargtypes", argTypes(f)).set("prosrc", f.name()));
            }
            RoutineViews.procRows(c, out);
        });
    }

    /** A function whose result follows its argument (result null) shows that argument's type. */
    private static long returnType(FunctionDef f) {
        if (f.result() != null) {
            return PgTypes.oid(f.result());
        }
        return f.params().isEmpty() ? 705 : PgTypes.oid(DataType.of(f.params().get(0)));
    }

    private static SystemView am() {
        return new CatalogTable(PG, "pg_am", "oid:oid amname:name amhandler:regproc amtype:char").view((c, out) -> {
            out.accept(r -> r.set("oid", PgOids.HEAP_AM).set("amname", "heap").set("amhandler", "heap_tableam_handler")
                    .set("amtype", "t"));
            out.accept(r -> r.set("oid", PgOids.BTREE_AM).set("amname", "btree").set("amhandler", "bthandler")
                    .set("amtype", "i"));
            // the index access methods Lanin builds (brin and spgist are refused with 0A000)
            out.accept(r -> r.set("oid", org.lanin.engine.catalog.IndexMethod.HASH.amOid()).set("amname", "hash")
                    .set("amhandler", "hashhandler").set("amtype", "i"));
            out.accept(r -> r.set("oid", org.lanin.engine.catalog.IndexMethod.GIST_TSVECTOR_OPS.amOid())
                    .set("amname", "gist").set("amhandler", "gisthandler").set("amtype", "i"));
            out.accept(r -> r.set("oid", org.lanin.engine.catalog.IndexMethod.GIN_ARRAY_OPS.amOid()).set("amname", "gin")
                    .set("amhandler", "ginhandler").set("amtype", "i"));
        });
    }

    private static SystemView collation() {
        CatalogTable t = new CatalogTable(PG, "pg_collation", "oid:oid collname:name collnamespace:oid collowner:oid"
                + " collprovider:char collisdeterministic:boolean collencoding:integer collcollate:text collctype:text"
                + " colliculocale:text collversion:text");
        return t.view((c, out) -> {
            out.accept(r -> coll(r, 100L, "default", "d", null));
            out.accept(r -> coll(r, 950L, "C", "c", "C"));
            out.accept(r -> coll(r, 951L, "POSIX", "c", "POSIX"));
        });
    }

    private static CatalogTable.Row coll(CatalogTable.Row r, long oid, String name, String provider, String locale) {
        return r.set("oid", oid).set("collname", name).set("collnamespace", PgOids.PG_CATALOG).set("collowner", PgOids.ROLE)
                .set("collprovider", provider).set("collisdeterministic", true).set("collencoding", -1)
                .set("collcollate", locale).set("collctype", locale);
    }

    private static SystemView roles() {
        CatalogTable t = new CatalogTable(PG, "pg_roles", "rolname:name rolsuper:boolean rolinherit:boolean"
                + " rolcreaterole:boolean rolcreatedb:boolean rolcanlogin:boolean rolreplication:boolean"
                + " rolconnlimit:integer rolpassword:text rolvaliduntil:timestamptz rolbypassrls:boolean rolconfig:text"
                + " oid:oid");
        return t.view((c, out) -> {
            for (RoleRow r : RoleRow.all(c)) {
                out.accept(x -> x.set("rolname", r.name()).set("rolsuper", r.superuser()).set("rolinherit", r.inherit())
                        .set("rolcreaterole", r.createRole()).set("rolcreatedb", r.createDb()).set("rolcanlogin", r.login())
                        .set("rolreplication", r.replication()).set("rolconnlimit", r.connectionLimit())
                        .set("rolpassword", "********").set("rolvaliduntil", r.validUntil())
                        .set("rolbypassrls", r.bypassRls()).set("oid", r.oid()));
            }
        });
    }

    private static SystemView authid() {
        CatalogTable t = new CatalogTable(PG, "pg_authid", "oid:oid rolname:name rolsuper:boolean rolinherit:boolean"
                + " rolcreaterole:boolean rolcreatedb:boolean rolcanlogin:boolean rolreplication:boolean"
                + " rolbypassrls:boolean rolconnlimit:integer rolpassword:text rolvaliduntil:timestamptz");
        return t.view((c, out) -> {
            for (RoleRow r : RoleRow.all(c)) {
                out.accept(x -> x.set("oid", r.oid()).set("rolname", r.name()).set("rolsuper", r.superuser())
                        .set("rolinherit", r.inherit()).set("rolcreaterole", r.createRole()).set("rolcreatedb", r.createDb())
                        .set("rolcanlogin", r.login()).set("rolreplication", r.replication()).set("rolbypassrls", r.bypassRls())
                        .set("rolconnlimit", r.connectionLimit()).set("rolvaliduntil", r.validUntil()));
            }
        });
    }

    private static SystemView authMembers() {
        CatalogTable t = new CatalogTable(PG, "pg_auth_members", "roleid:oid member:oid grantor:oid admin_option:boolean");
        return t.view((c, out) -> {
            for (RoleRow r : RoleRow.all(c)) {
                for (long role : r.memberOf()) {
                    out.accept(x -> x.set("roleid", role).set("member", r.oid()).set("grantor", PgOids.ROLE)
                            .set("admin_option", r.adminOf().contains(role)));
                }
            }
        });
    }

    private static SystemView user() {
        CatalogTable t = new CatalogTable(PG, "pg_user", "usename:name usesysid:oid usecreatedb:boolean"
                + " usesuper:boolean userepl:boolean usebypassrls:boolean passwd:text valuntil:timestamptz useconfig:text");
        return t.view((c, out) -> {
            for (RoleRow r : RoleRow.all(c)) {
                if (r.login()) {
                    out.accept(x -> x.set("usename", r.name()).set("usesysid", r.oid()).set("usecreatedb", r.createDb())
                            .set("usesuper", r.superuser()).set("userepl", r.replication()).set("usebypassrls", r.bypassRls())
                            .set("passwd", "********").set("valuntil", r.validUntil()));
                }
            }
        });
    }

    private static SystemView database() {
        CatalogTable t = new CatalogTable(PG, "pg_database", "oid:oid datname:name datdba:oid encoding:integer"
                + " datlocprovider:char datistemplate:boolean datallowconn:boolean datconnlimit:integer"
                + " datfrozenxid:xid datminmxid:xid dattablespace:oid datcollate:text datctype:text daticulocale:text"
                + " datcollversion:text datacl:text");
        return t.view((c, out) -> out.accept(r -> r.set("oid", PgOids.DATABASE).set("datname", c.databaseName())
                .set("datdba", PgOids.ROLE).set("encoding", 6).set("datlocprovider", "c").set("datallowconn", true)
                .set("datconnlimit", -1).set("dattablespace", 1663L).set("datcollate", "C").set("datctype", "C")));
    }

    private static SystemView settings() {
        CatalogTable t = new CatalogTable(PG, "pg_settings", "name:text setting:text unit:text category:text"
                + " short_desc:text extra_desc:text context:text vartype:text source:text min_val:text max_val:text"
                + " enumvals:text boot_val:text reset_val:text sourcefile:text sourceline:integer pending_restart:boolean");
        return t.view((c, out) -> {
            List<Setting> all = new ArrayList<>(List.of(Setting.values()));
            all.sort(java.util.Comparator.comparing(Setting::key));
            for (Setting s : all) {
                PgSettingRows.Recorded pg = PgSettingRows.recorded(s);
                String value = PgSettingRows.defaultInUnit(s, pg);
                out.accept(r -> {
                    r.set("setting", value).set("source", "default").set("boot_val", value).set("reset_val", value)
                            .set("sourceline", null).set("pending_restart", false);
                    if (pg == null) {
                        return r.set("name", s.key()).set("category", "Lanin").set("short_desc", "").set("context", "user")
                                .set("vartype", s.vartype());
                    }
                    return r.set("name", pg.name()).set("unit", pg.unit()).set("category", pg.category())
                            .set("short_desc", pg.shortDesc()).set("context", pg.context()).set("vartype", pg.vartype())
                            .set("min_val", pg.minVal()).set("max_val", pg.maxVal()).set("enumvals", pg.enumvals());
                });
            }
        });
    }

    /** The SQL-level cursors of the session that reads it. */
    private static SystemView cursors() {
        CatalogTable t = new CatalogTable(PG, "pg_cursors", "name:text statement:text is_holdable:boolean"
                + " is_binary:boolean is_scrollable:boolean creation_time:timestamptz");
        return t.view((c, out) -> {
            for (org.lanin.planner.session.CursorInfo k : org.lanin.planner.session.CursorInfo.ofCurrentSession()) {
                out.accept(r -> r.set("name", k.name()).set("statement", k.statement()).set("is_holdable", k.holdable())
                        .set("is_binary", k.binary()).set("is_scrollable", k.scrollable()).set("creation_time", k.created()));
            }
        });
    }

    private static SystemView keywordsView() {
        CatalogTable t = new CatalogTable(PG, "pg_get_keywords", "word:text catcode:char barelabel:boolean"
                + " catdesc:text baredesc:text");
        return t.view((c, out) -> {
            for (String[] k : KEYWORDS) {
                out.accept(r -> r.set("word", k[0]).set("catcode", k[1]).set("barelabel", k[2].equals("t"))
                        .set("catdesc", k[3]).set("baredesc", k[4]));
            }
        });
    }

    private static List<String[]> keywords() {
        List<String[]> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                PgServerViews.class.getResourceAsStream("pg_get_keywords.tsv"), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    out.add(line.split("\\|", -1));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
