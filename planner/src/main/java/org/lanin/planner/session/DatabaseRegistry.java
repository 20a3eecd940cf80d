package org.lanin.planner.session;

import java.util.HashMap;
import java.util.Map;

/**
 * Named in-memory databases of this JVM, reference-counted by open sessions. Opening and
 * closing sessions is rare next to statements, so one small monitor guards the name map;
 * no statement ever takes it.
 */
enum DatabaseRegistry {
    INSTANCE;

    /** Names of file databases in {@link #named}; a memory database's name cannot start so (it has no ':'). */
    private static final String FILE_PREFIX = "file:";
    private final Map<String, LaninDatabase> named = new HashMap<>();

    Session open(String name, Map<String, String> rawSettings) {
        Map<Setting, String> settings = SessionSettings.parse(rawSettings);
        long cacheSize = Long.parseLong(settings.getOrDefault(Setting.PLAN_CACHE_SIZE, Setting.PLAN_CACHE_SIZE.defaultValue()));
        boolean keep = Setting.isOn(settings.getOrDefault(Setting.KEEP, "false"));
        LaninDatabase db;
        if (name.isEmpty()) {
            db = new LaninDatabase("", cacheSize);
            db.attach();
        } else {
            synchronized (named) {
                db = named.computeIfAbsent(name, n -> new LaninDatabase(n, cacheSize));
                db.attach();
                if (keep) {
                    db.keepAlive();
                }
            }
        }
        DatabaseWideSettings.fromUrl(db, settings);
        return new SessionImpl(db, new SessionSettings(db.sessionDefaults().under(settings)), this::release);
    }

    /**
     * A file database: one database object per directory in this JVM (keyed by its real path),
     * opened — and recovered — by the first session and closed by the last. The directory's OS
     * lock keeps other JVMs out.
     */
    Session openFile(java.nio.file.Path dir, Map<String, String> rawSettings) {
        Map<Setting, String> settings = SessionSettings.parse(rawSettings);
        long cacheSize = Long.parseLong(settings.getOrDefault(Setting.PLAN_CACHE_SIZE, Setting.PLAN_CACHE_SIZE.defaultValue()));
        boolean keep = Setting.isOn(settings.getOrDefault(Setting.KEEP, "false"));
        String key = FILE_PREFIX + dir;
        LaninDatabase db;
        synchronized (named) {
            db = named.get(key);
            if (db == null) {
                LaninDatabase fresh = new LaninDatabase(key, cacheSize);
                DatabaseWideSettings.fromUrl(fresh, settings); // fsync and friends apply to recovery's checkpoint too
                try {
                    fresh.openFiles(dir);
                } catch (RuntimeException | Error e) {
                    fresh.close();
                    throw e;
                }
                named.put(key, fresh);
                db = fresh;
            }
            db.attach();
            if (keep) {
                db.keepAlive();
            }
        }
        DatabaseWideSettings.fromUrl(db, settings);
        return new SessionImpl(db, new SessionSettings(db.sessionDefaults().under(settings)), this::release);
    }

    private void release(LaninDatabase db) {
        if (db.name().isEmpty()) {
            if (db.detach() == 0) {
                db.close();
            }
            return;
        }
        synchronized (named) {
            if (db.detach() == 0 && !db.keep() && named.get(db.name()) == db) {
                named.remove(db.name());
                db.close();
            }
        }
    }
}
