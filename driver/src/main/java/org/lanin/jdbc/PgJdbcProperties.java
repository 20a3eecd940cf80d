package org.lanin.jdbc;

import java.sql.SQLWarning;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * pgJDBC's connection properties on a Lanin connection, so a URL or DataSource configured for
 * PostgreSQL works unchanged. Those that mean something in-process are honoured by turning
 * them into Lanin settings: {@code ApplicationName}/{@code applicationName} ->
 * application_name, {@code currentSchema} -> search_path, {@code readOnly} ->
 * default_transaction_read_only, {@code options} ({@code -c name=value ...}) -> those settings.
 * The others (network, TLS, authentication, protocol and caching knobs, none of which an
 * embedded database has) are dropped, each with a SQLWarning on the connection. Keys are
 * compared in lower case ({@link LaninUrl} folds them). Anything else is left for the session,
 * which accepts its own settings and rejects unknown names (42704).
 */
final class PgJdbcProperties {
    /** pgJDBC properties (lower case) with no meaning in-process, and why. */
    private static final Map<String, String> IGNORED = Map.ofEntries(
            Map.entry("ssl", "no network connection"), Map.entry("sslmode", "no network connection"),
            Map.entry("sslfactory", "no network connection"), Map.entry("sslcert", "no network connection"),
            Map.entry("sslkey", "no network connection"), Map.entry("sslrootcert", "no network connection"),
            Map.entry("sslpassword", "no network connection"), Map.entry("gssencmode", "no network connection"),
            Map.entry("logintimeout", "connecting does not wait"), Map.entry("connecttimeout", "connecting does not wait"),
            Map.entry("sockettimeout", "no socket; use statement_timeout"), Map.entry("tcpkeepalive", "no socket"),
            Map.entry("tcpnodelay", "no socket"), Map.entry("cancelsignaltimeout", "no socket"),
            Map.entry("receivebuffersize", "no socket"), Map.entry("sendbuffersize", "no socket"),
            Map.entry("preparethreshold", "every statement is prepared and plans are cached"),
            Map.entry("preparedstatementcachequeries", "plans are cached by the engine"),
            Map.entry("preparedstatementcachesizemib", "plans are cached by the engine"),
            Map.entry("defaultrowfetchsize", "results are read in process"),
            Map.entry("binarytransfer", "values are not encoded for a wire"),
            Map.entry("stringtype", "parameters are typed from their context"),
            Map.entry("assumeminserverversion", "the server is PostgreSQL 15-compatible"),
            Map.entry("rewritebatchedinserts", "batches run in process"),
            Map.entry("loglevel", "the driver does not log"), Map.entry("loggerlevel", "the driver does not log"),
            Map.entry("loggerfile", "the driver does not log"), Map.entry("protocolversion", "no wire protocol"),
            Map.entry("targetservertype", "one server"), Map.entry("loadbalancehosts", "one server"),
            Map.entry("autosave", "savepoints are explicit"), Map.entry("cleanupsavepoints", "savepoints are explicit"),
            Map.entry("escapesyntaxcallmode", "call escapes become SELECT"),
            Map.entry("replication", "no replication"), Map.entry("gsslib", "no authentication"),
            Map.entry("jaasapplicationname", "no authentication"), Map.entry("kerberosservername", "no authentication"),
            Map.entry("sspiservicename", "no authentication"), Map.entry("allowencodingchanges", "always UTF8"),
            Map.entry("charset", "always UTF8"), Map.entry("readonlymode", "see readOnly"),
            Map.entry("hidedatabaseproductname", "no effect"),
            Map.entry("quotereturningidentifiers", "no effect"), Map.entry("unknownlength", "no effect"),
            Map.entry("disablecolumnsanitiser", "no effect"), Map.entry("logunclosedconnections", "no effect"),
            Map.entry("adaptivefetch", "results are read in process"),
            Map.entry("maxresultbuffer", "results are read in process"), Map.entry("channelbinding", "no network connection"),
            Map.entry("groupstartuppackets", "no wire protocol"), Map.entry("localsocketaddress", "no socket"));

    /** The settings to open the session with, and the warnings to chain on the connection. */
    record Translated(Map<String, String> settings, SQLWarning warnings) {
    }

    private PgJdbcProperties() {
    }

    static Translated translate(Map<String, String> given) {
        Map<String, String> out = new LinkedHashMap<>();
        SQLWarning first = null;
        for (Map.Entry<String, String> e : given.entrySet()) {
            String key = e.getKey();
            String value = e.getValue();
            switch (key) {
                case "applicationname" -> out.put("application_name", value);
                case "currentschema" -> out.put("search_path", value);
                case "readonly" -> out.put("default_transaction_read_only", Boolean.parseBoolean(value) ? "on" : "off");
                case "options" -> out.putAll(options(value));
                default -> {
                    String why = IGNORED.get(key);
                    if (why == null) {
                        out.put(key, value);
                    } else {
                        SQLWarning w = new SQLWarning(JdbcMsg.PROPERTY_IGNORED.format(key, value, why),
                                JdbcMsg.PROPERTY_IGNORED.state());
                        if (first == null) {
                            first = w;
                        } else {
                            first.setNextWarning(w);
                        }
                    }
                }
            }
        }
        return new Translated(out, first);
    }

    /** pgJDBC's {@code options}: {@code -c name=value} pairs (also {@code --name=value}), as libpq sends them. */
    private static Map<String, String> options(String value) {
        Map<String, String> out = new LinkedHashMap<>();
        String[] words = value.trim().split("\\s+");
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            String pair = w.equals("-c") && i + 1 < words.length ? words[++i]
                    : w.startsWith("-c") ? w.substring(2) : w.startsWith("--") ? w.substring(2) : null;
            int eq = pair == null ? -1 : pair.indexOf('=');
            if (eq > 0) {
                out.put(pair.substring(0, eq).toLowerCase(java.util.Locale.ROOT).replace('-', '_'), pair.substring(eq + 1));
            }
        }
        return out;
    }
}
