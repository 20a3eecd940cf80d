package org.lanin.planner.routine.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The extensions Lanin ships, as PostgreSQL's share/extension directory holds them: a name, a
 * version and an install script of SQL functions over built-ins (engine {@code func.ExtensionFunctions};
 * {@code @extschema@} stands for the schema). An installed extension is the routines its script made,
 * tagged with its name ({@link RoutineDef#extension}): that is how pg_extension lists it, DROP
 * EXTENSION finds its members, a dump writes CREATE EXTENSION instead of them, and DROP FUNCTION
 * refuses a member. plpgsql is always installed, in pg_catalog, as initdb installs it.
 */
public final class ShippedExtensions {
    /** One shipped extension: its version, comment and install script ({@code @extschema@} is the schema). */
    public record Shipped(String name, String version, String comment, List<String> script) {
    }

    private static final String UUID_NS = "CREATE FUNCTION @extschema@.%s() RETURNS uuid LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE"
            + " AS $$SELECT '%s'::uuid$$";

    private static final Map<String, Shipped> SHIPPED = Map.of(
            "uuid-ossp", new Shipped("uuid-ossp", "1.1", "generate universally unique identifiers (UUIDs)", List.of(
                    String.format(UUID_NS, "uuid_nil", "00000000-0000-0000-0000-000000000000"),
                    String.format(UUID_NS, "uuid_ns_dns", "6ba7b810-9dad-11d1-80b4-00c04fd430c8"),
                    String.format(UUID_NS, "uuid_ns_url", "6ba7b811-9dad-11d1-80b4-00c04fd430c8"),
                    String.format(UUID_NS, "uuid_ns_oid", "6ba7b812-9dad-11d1-80b4-00c04fd430c8"),
                    String.format(UUID_NS, "uuid_ns_x500", "6ba7b814-9dad-11d1-80b4-00c04fd430c8"),
                    "CREATE FUNCTION @extschema@.uuid_generate_v1() RETURNS uuid LANGUAGE sql VOLATILE STRICT PARALLEL SAFE"
                            + " AS $$SELECT pg_catalog.lanin_uuid_v1()$$",
                    "CREATE FUNCTION @extschema@.uuid_generate_v1mc() RETURNS uuid LANGUAGE sql VOLATILE STRICT PARALLEL SAFE"
                            + " AS $$SELECT pg_catalog.lanin_uuid_v1mc()$$",
                    "CREATE FUNCTION @extschema@.uuid_generate_v3(namespace uuid, name text) RETURNS uuid LANGUAGE sql"
                            + " IMMUTABLE STRICT PARALLEL SAFE AS $$SELECT pg_catalog.lanin_uuid_named(3, $1, $2)$$",
                    "CREATE FUNCTION @extschema@.uuid_generate_v4() RETURNS uuid LANGUAGE sql VOLATILE STRICT PARALLEL SAFE"
                            + " AS $$SELECT pg_catalog.gen_random_uuid()$$",
                    "CREATE FUNCTION @extschema@.uuid_generate_v5(namespace uuid, name text) RETURNS uuid LANGUAGE sql"
                            + " IMMUTABLE STRICT PARALLEL SAFE AS $$SELECT pg_catalog.lanin_uuid_named(5, $1, $2)$$")),
            "pgcrypto", new Shipped("pgcrypto", "1.3", "cryptographic functions", List.of(
                    "CREATE FUNCTION @extschema@.digest(text, text) RETURNS bytea LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE"
                            + " AS $$SELECT pg_catalog.lanin_digest(pg_catalog.convert_to($1, 'UTF8'), $2)$$",
                    "CREATE FUNCTION @extschema@.digest(bytea, text) RETURNS bytea LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE"
                            + " AS $$SELECT pg_catalog.lanin_digest($1, $2)$$",
                    "CREATE FUNCTION @extschema@.hmac(text, text, text) RETURNS bytea LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE"
                            + " AS $$SELECT pg_catalog.lanin_hmac(pg_catalog.convert_to($1, 'UTF8'), pg_catalog.convert_to($2, 'UTF8'), $3)$$",
                    "CREATE FUNCTION @extschema@.hmac(bytea, bytea, text) RETURNS bytea LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE"
                            + " AS $$SELECT pg_catalog.lanin_hmac($1, $2, $3)$$",
                    "CREATE FUNCTION @extschema@.gen_random_bytes(integer) RETURNS bytea LANGUAGE sql VOLATILE STRICT PARALLEL SAFE"
                            + " AS $$SELECT pg_catalog.lanin_random_bytes($1)$$",
                    "CREATE FUNCTION @extschema@.gen_random_uuid() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE"
                            + " AS $$SELECT pg_catalog.gen_random_uuid()$$",
                    unsupported("crypt(text, text)", "text"),
                    unsupported("gen_salt(text)", "text"),
                    unsupported("gen_salt(text, integer)", "text"))));

    /** plpgsql: installed in every database, as initdb installs it. */
    public static final Shipped PLPGSQL = new Shipped("plpgsql", "1.0", "PL/pgSQL procedural language", List.of());

    /** A member function Lanin does not implement: it exists (as in pg_proc) and fails with 0A000 naming itself. */
    private static String unsupported(String signature, String returns) {
        String name = signature.substring(0, signature.indexOf('('));
        return "CREATE FUNCTION @extschema@." + signature + " RETURNS " + returns + " LANGUAGE plpgsql VOLATILE STRICT AS $$"
                + "BEGIN RAISE EXCEPTION USING ERRCODE = 'feature_not_supported', MESSAGE = '" + name
                + "() of pgcrypto is not supported'; END$$";
    }

    /** The extensions an installation offers (pg_available_extensions), by name. */
    public static List<Shipped> available() {
        List<Shipped> all = new ArrayList<>(SHIPPED.values());
        all.add(PLPGSQL);
        all.sort(java.util.Comparator.comparing(Shipped::name));
        return all;
    }

    private ShippedExtensions() {
    }

    /** The extension of that name Lanin ships, or null (plpgsql is not created: it is always there). */
    public static Shipped get(String name) {
        return SHIPPED.get(name);
    }

    /** The schema extension {@code name} is installed in, or null when it is not installed. */
    public static String installedSchema(Routines reg, String name) {
        if (name.equals(PLPGSQL.name())) {
            return "pg_catalog";
        }
        for (RoutineDef r : reg == null ? List.<RoutineDef>of() : reg.all()) {
            if (name.equals(r.extension())) {
                return r.schema();
            }
        }
        return null;
    }
}
