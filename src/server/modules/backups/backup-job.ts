/**
 * The scheduled backup (issue 23): BACKUP_CRON (Europe/Istanbul) writes an archive into BACKUP_DIR
 * and keeps the newest BACKUP_KEEP. Not scheduled without BACKUP_CRON. Exclusive (the runner's
 * default), so across processes one backup runs at a time; a failed run is retried and then listed
 * among the failed jobs of the admin system status.
 */
import { defineJob } from '../../jobs/runner';
import { takeBackup } from './backups.service';

export const backupJob = defineJob({
  name: 'backups.scheduled',
  schedule: (ctx) => ctx.config.backups.cron,
  // A large archive may take a while; a stuck one is failed after an hour.
  expireInSeconds: 3600,
  retryLimit: 2,
  retryDelaySeconds: 300,
  run: async (ctx) => {
    await takeBackup(ctx, { prune: true });
  },
});
