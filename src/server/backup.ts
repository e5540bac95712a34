/** `npm run backup [-- --dir <directory>]`: see modules/backups/backup-cli.ts and README "Operating it". */
import { BackupError } from './modules/backups/backup-archive';
import { runBackup } from './modules/backups/backup-cli';

try {
  const summary = await runBackup(process.argv.slice(2));
  console.log(`Backup written: ${summary.file} (${summary.bytes} bytes, ${summary.objects} stored files)`);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exitCode = 1;
}
