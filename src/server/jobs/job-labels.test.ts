/**
 * Every background job has a name in both languages on the admin system status page (BackgroundJobs,
 * `jobs.names` of the systemStatus locale): without one the page shows the queue name, which an admin
 * cannot read ("partners.profile-reminders"). A new job fails this test until it is labelled.
 */
import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@shared/constants';
import { APP_JOBS } from './app-jobs';

function jobLabels(language: string): Record<string, string> {
  const file = new URL(`../../client/locales/${language}/systemStatus.lazy.json`, import.meta.url);
  const locale = JSON.parse(readFileSync(file, 'utf8')) as { jobs: { names: Record<string, string> } };
  return locale.jobs.names;
}

describe('background job labels', () => {
  it.each(LANGUAGES)('names every scheduled or queued job in %s, and no job that does not exist', (language) => {
    const labels = jobLabels(language);
    // The page's key: dots become underscores (i18next reads a dot as nesting).
    const keys = APP_JOBS.map((job) => job.name.replace(/\./g, '_'));
    expect(keys.filter((key) => !labels[key]?.trim())).toEqual([]);
    expect(Object.keys(labels).filter((key) => !keys.includes(key))).toEqual([]);
  });
});
