import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailTemplate } from '@shared/contracts/templates';
import { sessionUser } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { TemplateEditor } from './TemplateEditor';

const row = (type: string): EmailTemplate => ({
  id: 1,
  type,
  language: 'tr',
  isActive: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
  placeholders: ['userName', 'resetLink'],
  name: 'Şifre Sıfırlama',
  description: null,
  subject: 'Şifrenizi sıfırlayın',
  htmlContent: '<p>{{userName}} <a href="{{resetLink}}">Sıfırla</a></p>',
});

const as = (userType: 'editor_admin' | 'master_admin') =>
  mockFetch((url) =>
    url.pathname === '/api/session'
      ? jsonResponse({ user: sessionUser({ userType }) })
      : jsonResponse({ message: 'x', code: 'NOT_FOUND' }, { status: 404 }),
  );

afterEach(() => vi.restoreAllMocks());

describe('TemplateEditor and the account-security templates (issue 18)', () => {
  it('shows password_reset read-only to an editor, with the note and no save', async () => {
    as('editor_admin');
    renderWithProviders(<TemplateEditor kind="email" row={row('password_reset')} />);
    expect(await screen.findByTestId('template-read-only')).toHaveTextContent('yalnızca ana yönetici');
    expect(screen.getByRole('textbox', { name: 'Konu' })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
  });

  it('lets a master admin edit it, and an editor edit other types', async () => {
    as('master_admin');
    const { unmount } = renderWithProviders(<TemplateEditor kind="email" row={row('password_reset')} />);
    expect(await screen.findByRole('button', { name: 'Kaydet' })).toBeEnabled();
    expect(screen.queryByTestId('template-read-only')).toBeNull();
    unmount();
    vi.restoreAllMocks();
    as('editor_admin');
    renderWithProviders(<TemplateEditor kind="email" row={row('quote_received')} />);
    expect(await screen.findByRole('button', { name: 'Kaydet' })).toBeEnabled();
    expect(screen.queryByTestId('template-read-only')).toBeNull();
  });
});

describe('TemplateEditor and a placeholder the sender needs (weekly digest)', () => {
  it("shows the server's refusal naming the dropped placeholder at the HTML field", async () => {
    const message = 'Bu şablon şu yer tutucular olmadan gönderilemez: {{digestSections}}. Lütfen içeriğe geri ekleyin.';
    const puts: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/session') return jsonResponse({ user: sessionUser({ userType: 'master_admin' }) });
      if (url.pathname === '/api/admin/email-templates/weekly_summary' && init?.method === 'PUT') {
        puts.push(init.body);
        return jsonResponse(
          {
            code: 'TEMPLATE_PLACEHOLDER_MISSING',
            message,
            fieldErrors: { htmlContent: ['Bu alanda gerekli bir yer tutucu eksik.'] },
          },
          { status: 400 },
        );
      }
      return jsonResponse({ message: 'x', code: 'NOT_FOUND' }, { status: 404 });
    });
    const digest: EmailTemplate = {
      ...row('weekly_summary'),
      placeholders: ['userName', 'digestSections'],
      htmlContent: '<p>{{userName}}</p><div>{{digestSections}}</div>',
    };
    renderWithProviders(<TemplateEditor kind="email" row={digest} />);
    const html = await screen.findByRole('textbox', { name: 'HTML içerik' });
    await userEvent.clear(html);
    await userEvent.type(html, '<p>Merhaba</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    // The field shows the main message, which names the placeholder, not the generic field text.
    await waitFor(() => expect(html).toHaveAccessibleDescription(message));
    expect(puts).toHaveLength(1);
  });
});
