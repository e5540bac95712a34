/**
 * The app's background jobs: one line per job (docs/decisions/021-job-queue.md; README.md here).
 * `buildApp` registers them all; the runner starts only in the server (`main.ts`), not in test apps.
 */
import { backupJob } from '../modules/backups/backup-job';
import { weeklyDigestJob } from '../modules/email-preferences/weekly-digest';
import { exchangeRatesJob } from '../modules/exchange-rates/exchange-rates-job';
import { dataExportJob } from '../modules/data-export/data-export.service';
import { maintenanceAnnounceJob } from '../modules/maintenance/maintenance-announce';
import { campaignJob } from '../modules/marketing/campaign-job';
import { messageMailJob } from '../modules/messages/messages.service';
import { verificationRemindersJob } from '../modules/partner-verification/verification-reminders';
import { profileRemindersJob } from '../modules/partners/partner-lifecycle-mails';
import { profileViewSummaryJob } from '../modules/partners/profile-view-summary';
import { deadlineRemindersJob, feedbackRemindersJob } from '../modules/projects/project-reminders';
import { retentionJob } from '../modules/retention/retention-job';
import type { JobDefinition } from './runner';

export const APP_JOBS: readonly JobDefinition<never>[] = [
  messageMailJob,
  campaignJob,
  deadlineRemindersJob,
  feedbackRemindersJob,
  exchangeRatesJob,
  verificationRemindersJob,
  profileRemindersJob,
  weeklyDigestJob,
  maintenanceAnnounceJob,
  profileViewSummaryJob,
  backupJob,
  retentionJob,
  dataExportJob,
];
