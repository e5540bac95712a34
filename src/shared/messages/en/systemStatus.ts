/** System status notifications to admins (PRODUCT-DECISIONS 18, 21; issue 10). */
export const systemStatus = {
  incidentTitle: 'System Status Notice',
  databaseError: 'The database health check failed; an incident was recorded.',
  databaseWarning: 'The database is answering slowly (over 500 ms); an incident was recorded.',
  memoryError: 'Memory use is critical (over 95%); an incident was recorded.',
  memoryWarning: 'Memory use is high (over 80%); an incident was recorded.',
  storageError: 'The storage is unreachable or the disk is almost full (over 95%); an incident was recorded.',
  storageWarning: 'Disk use is high (over 70%); an incident was recorded.',
  backupStale: 'The last backup is more than a day old although backups are scheduled; an incident was recorded.',
  failedJobNotFound: 'This failed job is no longer listed: it may have been retried already or expired.',
} as const;
