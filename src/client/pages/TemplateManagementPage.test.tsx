import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { EmailTemplate, SmsTemplate } from '@shared/contracts/templates';
import TemplateManagementPage from './TemplateManagementPage';
import { jsonBody, jsonResponse, mockFetch, renderWithProviders, requestUrl } from '@/test/utils';

const email = (language: 'tr' | 'en', overrides: Partial<EmailTemplate> = {}): EmailTemplate => ({
  id: language === 'tr' ? 1 : 2,
  type: 'quote_received',
  language,
  name: language === 'tr' ? 'Yeni Teklif Talebi' : 'New Quote Request',
  description: null,
  subject: language === 'tr' ? 'Yeni teklif: {{customerName}}' : 'New quote: {{customerName}}',
  htmlContent: '<p>Merhaba {{partnerName}}</p>',
  isActive: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
  placeholders: ['partnerName', 'customerName', 'actionUrl'],
  ...overrides,
});

const sms = (language: 'tr' | 'en'): SmsTemplate => ({
  id: language === 'tr' ? 11 : 12,
  type: 'otp_verification',
  language,
  content: 'Kodunuz: {{code}}',
  isActive: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
  placeholders: ['code', 'name'],
});

/** A fake templates API; PUTs answer the saved row (or `putAnswer`). */
function serve(putAnswer?: () => Response) {
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/admin/email-templates') return jsonResponse({ templates: [email('tr'), email('en')] });
    if (url.pathname === '/api/admin/sms-templates') return jsonResponse({ templates: [sms('tr'), sms('en')] });
    if (method === 'PUT' && url.pathname.startsWith('/api/admin/email-templates/')) {
      if (putAnswer) return putAnswer();
      const body = jsonBody(init) as { subject: string; htmlContent: string; language: 'tr' | 'en' };
      return jsonResponse(email(body.language, { subject: body.subject, htmlContent: body.htmlContent }));
    }
    return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
  });
}

async function seriousViolations(root: Element) {
  const result = await axe.run(root, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('template management (spec §2)', () => {
  it('flags unknown placeholders while typing and inserts allowed ones from the chips', async () => {
    serve();
    renderWithProviders(<TemplateManagementPage />, { route: '/template-management' });
    const subject = await screen.findByLabelText('Konu');
    expect(subject).toHaveValue('Yeni teklif: {{customerName}}');
    fireEvent.change(subject, { target: { value: 'Merhaba {{foo}} {{partnerName}}' } });
    expect(await screen.findByText('Bu şablon türünde tanımlı olmayan yer tutucular: {{foo}}')).toBeInTheDocument();
    expect(subject).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(subject, { target: { value: 'Merhaba ' } });
    expect(screen.queryByText(/tanımlı olmayan/)).not.toBeInTheDocument();
    fireEvent.focus(subject);
    (subject as HTMLInputElement).setSelectionRange(8, 8);
    await userEvent.click(screen.getByRole('button', { name: '{{customerName}}' }));
    expect(subject).toHaveValue('Merhaba {{customerName}}');
    // The preview fills sample values.
    expect(screen.getByTestId('preview-subject')).toHaveTextContent('Merhaba Ayşe Yılmaz');
    expect(screen.getByTitle('E-posta önizlemesi')).toHaveAttribute('sandbox', '');
  });

  it('saves the English text with language en', async () => {
    const fetch = serve();
    renderWithProviders(<TemplateManagementPage />, { route: '/template-management' });
    await screen.findByLabelText('Konu');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    const subject = screen.getByLabelText('Konu');
    expect(subject).toHaveValue('New quote: {{customerName}}');
    fireEvent.change(subject, { target: { value: 'Fresh request from {{customerName}}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Şablon kaydedildi.')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(requestUrl(put?.[0]).pathname).toBe('/api/admin/email-templates/quote_received');
    expect(jsonBody(put?.[1])).toEqual({
      subject: 'Fresh request from {{customerName}}',
      htmlContent: '<p>Merhaba {{partnerName}}</p>',
      language: 'en',
    });
  });

  it('shows the server’s placeholder error at the field', async () => {
    serve(() =>
      jsonResponse(
        {
          message: 'Bilinmeyen yer tutucular: {{x}}',
          code: 'TEMPLATE_PLACEHOLDER_UNKNOWN',
          fieldErrors: { htmlContent: ['Bu alanda bilinmeyen yer tutucular var.'] },
        },
        { status: 400 },
      ),
    );
    renderWithProviders(<TemplateManagementPage />, { route: '/template-management' });
    await screen.findByLabelText('Konu');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const form = screen.getByTestId('template-form');
    expect(await within(form).findByText('Bilinmeyen yer tutucular: {{x}}')).toBeInTheDocument();
    expect(screen.getByLabelText('HTML içerik')).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts SMS characters against 160 and turns red past it', async () => {
    serve();
    renderWithProviders(<TemplateManagementPage />, { route: '/template-management?tab=sms' });
    const content = await screen.findByLabelText('SMS içeriği');
    const counter = screen.getByTestId('sms-counter');
    expect(counter).toHaveTextContent('17/160');
    fireEvent.change(content, { target: { value: 'a'.repeat(160) } });
    expect(counter).toHaveTextContent('160/160');
    expect(counter).toHaveAttribute('data-over', 'false');
    fireEvent.change(content, { target: { value: 'a'.repeat(161) } });
    expect(counter).toHaveTextContent('161/160');
    expect(counter).toHaveAttribute('data-over', 'true');
    expect(counter.className).toContain('text-danger');
  });

  it('has no serious axe violations', async () => {
    serve();
    const { container } = renderWithProviders(<TemplateManagementPage />, { route: '/template-management' });
    await screen.findByLabelText('Konu');
    expect(await seriousViolations(container)).toEqual([]);
  }, 20_000);
});
