import type { BackgroundJobs as Jobs } from '@shared/contracts/system-status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledUrls, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { BackgroundJobs, describeCron } from './BackgroundJobs';

const JOB_ID = '4b8f7a52-2f5a-4d53-9a3e-0c1f1e1f2a3b';

const data: Jobs = {
  running: true,
  failed: [
    {
      id: JOB_ID,
      name: 'projects.deadline-reminders',
      failedAt: '2026-11-23T09:00:00.000Z',
      error: 'connection terminated unexpectedly',
      attempts: 4,
    },
  ],
  schedules: [
    {
      name: 'projects.deadline-reminders',
      cron: '0 * * * *',
      timezone: 'Europe/Istanbul',
      lastRun: { state: 'failed', at: '2026-11-23T09:00:00.000Z' },
    },
    { name: 'exchange-rates.refresh', cron: '45 15 * * 1-5', timezone: 'Europe/Istanbul', lastRun: null },
    { name: 'backups.scheduled', cron: '0 9 * * 1', timezone: 'Europe/Istanbul', lastRun: null },
  ],
};

describe('describeCron', () => {
  it('words the common forms and leaves the others as written', () => {
    expect(
      [
        '* * * * *',
        '0 * * * *',
        '0 10 * * *',
        '5 3 * * *',
        '45 15 * * 1-5',
        '0 9 * * 1',
        '30 8 * * 0',
        '*/5 * * * *',
        '0 9 * * 1,3',
      ].map(describeCron),
    ).toEqual([
      { key: 'everyMinute' },
      { key: 'everyHour' },
      { key: 'daily', time: '10:00' },
      { key: 'daily', time: '03:05' },
      { key: 'weekdays', time: '15:45' },
      { key: 'weekly', time: '09:00', weekday: 'mon' },
      { key: 'weekly', time: '08:30', weekday: 'sun' },
      null,
      null,
    ]);
  });
});

describe('BackgroundJobs', () => {
  it('lists failed jobs with their error and attempts, and the schedules with their last run', async () => {
    mockFetch(() => jsonResponse(data));
    renderWithProviders(<BackgroundJobs />);
    const failed = await screen.findByTestId('failed-jobs');
    expect(within(failed).getByText('Teslim tarihi hatırlatmaları')).toBeInTheDocument();
    expect(within(failed).getByText('connection terminated unexpectedly')).toBeInTheDocument();
    expect(within(failed).getByText('4 deneme')).toBeInTheDocument();
    const schedules = screen.getByTestId('job-schedules');
    expect(within(schedules).getByText('0 * * * *')).toBeInTheDocument();
    expect(within(schedules).getByText('Her saat başı')).toBeInTheDocument();
    expect(within(schedules).getByText('45 15 * * 1-5')).toBeInTheDocument();
    expect(within(schedules).getByText('Hafta içi her gün 15:45')).toBeInTheDocument();
    expect(within(schedules).getByText('TCMB döviz kurları')).toBeInTheDocument();
    expect(within(schedules).getByText('Zamanlanmış yedekler')).toBeInTheDocument();
    expect(within(schedules).getByText('Her pazartesi 09:00')).toBeInTheDocument();
    expect(within(schedules).getAllByText('Henüz çalışmadı')).toHaveLength(2);
    expect(screen.getByText(/Europe\/Istanbul/)).toBeInTheDocument();
  });

  it('asks before retrying, then posts the retry and refreshes the list', async () => {
    let retried = false;
    const fetch = mockFetch((url, init) => {
      if (init?.method === 'POST') {
        retried = true;
        return jsonResponse({ success: true });
      }
      return jsonResponse(retried ? { ...data, failed: [] } : data);
    });
    renderWithProviders(<BackgroundJobs />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Teslim tarihi hatırlatmaları işini yeniden dene' }),
    );
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('“Teslim tarihi hatırlatmaları” işi kuyruğuna geri gönderilecek');
    expect(retried).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yeniden dene' }));
    expect(await screen.findByText('Başarısız iş yok')).toBeInTheDocument();
    expect(calledUrls(fetch).map((u) => u.pathname)).toContain(`/api/admin/system-status/jobs/${JOB_ID}/retry`);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says when this process does not run the jobs', async () => {
    mockFetch(() => jsonResponse({ running: false, failed: [], schedules: [] }));
    renderWithProviders(<BackgroundJobs />);
    expect(await screen.findByText(/arka plan işlerini çalıştırmıyor/)).toBeInTheDocument();
  });
});
