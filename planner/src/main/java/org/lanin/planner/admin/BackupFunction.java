package org.lanin.planner.admin;

import java.nio.file.Path;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.type.DataType;

/**
 * {@code lanin_backup('dir')}: an online backup of a file database into an empty or new
 * directory (see engine/.../wal/Backup), returning the log position it is consistent to in
 * PostgreSQL's LSN notation. A function rather than a BACKUP statement so that any JDBC tool
 * can call it and so that it runs under the caller's statement_timeout and permissions check
 * like pg_backup_start does; the copy itself is made by the server, like pg_basebackup's.
 */
final class BackupFunction extends AdminFunction {
    BackupFunction(CatalogSnapshot catalog) {
        super("lanin_backup", List.of(DataType.TEXT), catalog);
    }

    @Override
    Object run(ExecContext ctx, Object[] args) {
        Path target = Path.of((String) args[0]).toAbsolutePath();
        return ((org.lanin.planner.session.SessionControl) ctx.session()).database().backup(target);
    }
}
