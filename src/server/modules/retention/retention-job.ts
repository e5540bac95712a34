/**
 * The daily retention job (issue 23 "Retention"; docs/decisions/033-retention.md) on the app's job
 * queue (decision 021): at 03:30 Istanbul time, when the platform is quietest.
 */
import { defineJob } from '../../jobs/runner';
import { applyRetention } from './retention.service';

export const retentionJob = defineJob({
  name: 'retention.apply',
  schedule: '30 3 * * *',
  run: async (ctx) => {
    await applyRetention(ctx);
  },
});
