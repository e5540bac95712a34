import { screen } from '@testing-library/react';
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
