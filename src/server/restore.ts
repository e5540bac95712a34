/** `npm run restore -- <archive.tar> [--force]`: see modules/backups/backup-cli.ts and README "Operating it". */
import { BackupError } from './modules/backups/backup-archive';
import { runRestore } from './modules/backups/backup-cli';

try {
  const { manifest, objects } = await runRestore(process.argv.slice(2));
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.database.kind}, ${objects} stored files). ` +
      "Start the server: this version's migrations run at start.",
  );
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exitCode = 1;
}
