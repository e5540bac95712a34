import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QUOTE_STATUSES, type QuoteStatus } from '@shared/constants';
import { i18n } from '@/lib/i18n';
import { QuoteStatusBadge } from './QuoteStatusBadge';

describe('QuoteStatusBadge', () => {
  it("shows issue 9's five labels and issue 20's 'cancelled' in Turkish and English", async () => {
    const labels = (): string[] => {
      const { unmount } = render(
        <>
          {QUOTE_STATUSES.map((s) => (
            <QuoteStatusBadge key={s} status={s} />
          ))}
        </>,
      );
      const texts = screen.getAllByTestId('quote-status-badge').map((b) => b.textContent ?? '');
      unmount();
      return texts;
    };
    expect(labels()).toEqual([
      'Beklemede',
      'Yanıtlandı',
      'Kabul Edildi',
      'Tamamlandı',
      'Reddedildi',
      'Talep iptal edildi',
    ]);
    await i18n.changeLanguage('en');
    expect(labels()).toEqual(['Pending', 'Responded', 'Accepted', 'Completed', 'Rejected', 'Request cancelled']);
  });

  it('shows an unknown status as pending', () => {
    render(<QuoteStatusBadge status={'archived' as QuoteStatus} />);
    const badge = screen.getByTestId('quote-status-badge');
    expect(badge).toHaveTextContent('Beklemede');
    expect(badge).toHaveAttribute('data-status', 'pending');
  });
});
