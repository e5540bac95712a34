import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { adminRequest, counts, partnerPage } from '../test/fixtures';
import { AdminQuoteDesk } from './AdminQuoteDesk';
import { PartnerQuoteDesk } from './PartnerQuoteDesk';

/** Serious and critical axe findings in `root` (jsdom has no layout: colour contrast is the browser suite's). */
async function seriousViolations(root: Element) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('quote desks, axe', () => {
  it('the partner desk and its answer dialog have no serious violations', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse(partnerPage()));
    const { container } = renderWithProviders(<PartnerQuoteDesk />);
    const table = within(await screen.findByTestId('partner-quotes-table'));
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(table.getByRole('button', { name: 'Teklif Ver: Ayşe Yılmaz 1 talebi' }));
    expect(await seriousViolations(await screen.findByTestId('answer-dialog'))).toEqual([]);
  }, 20_000);

  it('the admin desk has no serious violations', async () => {
    mockFetch(() => jsonResponse({ quoteRequests: [adminRequest()], counts: counts(), page: 1, hasMore: false }));
    const { container } = renderWithProviders(<AdminQuoteDesk />);
    await screen.findByTestId('admin-quotes-table');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
