import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { sessionUser } from '@/test/fixtures';
import { EmailBuilder } from './EmailBuilder';

// The editor is passed in rather than mocked with `vi.mock`: the client tests share one module graph per
// worker (vitest.config.ts), where another file may already have imported the builder with the real
// GrapesJS, which then spins in jsdom.
const grapes = {
  create: vi.fn<() => Promise<{ getHtml: () => string; destroy: () => void }>>(),
};

const downloads: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  downloads.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    downloads.push({ name: '', blob: blob as Blob });
    return 'blob:x';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.at(-1)!.name = this.download;
  });
});

function serve(user: ReturnType<typeof sessionUser> | null = null) {
  return mockFetch((url) => {
    if (url.pathname === '/api/session') return jsonResponse({ user });
    if (url.pathname === '/api/admin/campaign-templates')
      return jsonResponse(
        {
          id: 7,
          name: 'Kampanya',
          subject: 'Konu',
          htmlContent: '<p>x</p>',
          createdBy: 1,
          createdAt: '2026-11-01T10:00:00.000Z',
          updatedAt: '2026-11-01T10:00:00.000Z',
        },
        { status: 201 },
      );
    return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
  });
}

describe('e-mail builder (spec §2, §4, §5)', () => {
  it('says the builder is not loaded yet while it loads', async () => {
    serve();
    grapes.create.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<EmailBuilder createEditor={grapes.create} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Email builder henüz yüklenmedi. Lütfen bekleyin.')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('asks for the name, then the subject, then downloads <name>.html with the unsubscribe footer', async () => {
    serve();
    grapes.create.mockResolvedValue({ getHtml: () => '<p>Merhaba</p>', destroy: () => undefined });
    renderWithProviders(<EmailBuilder createEditor={grapes.create} />);
    await waitFor(() => expect(screen.queryByTestId('builder-loading')).not.toBeInTheDocument());
    // The editor gets Turkish names for the preset's blocks, which the preset names in English.
    expect(grapes.create).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      'tr',
      expect.objectContaining({ blocks: expect.objectContaining({ sect100: '1 Bölüm', button: 'Düğme' }) }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect((await screen.findAllByText('Lütfen şablon adı girin')).length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText('Şablon adı'), 'Bülten');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect((await screen.findAllByText('Lütfen e-posta konusu girin')).length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText('E-posta konusu'), 'Kasım');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('Bülten.html');
    const html = await downloads[0]!.blob.text();
    expect(html).toContain('<p>Merhaba</p>');
    expect(html).toContain('href="{{unsubscribeUrl}}"');
    // Visitors get no library button.
    expect(screen.queryByRole('button', { name: 'Kütüphaneye kaydet' })).not.toBeInTheDocument();
  });

  it('offers the simple fallback editor when GrapesJS cannot load, and the library to admins', async () => {
    const fetch = serve(sessionUser({ userType: 'master_admin' }));
    grapes.create.mockRejectedValue(new Error('chunk failed'));
    const { container } = renderWithProviders(<EmailBuilder createEditor={grapes.create} />);
    expect(await screen.findByText('Görsel düzenleyici yüklenemedi')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Şablon adı'), 'Kampanya');
    await userEvent.type(screen.getByLabelText('E-posta konusu'), 'Konu');
    await userEvent.type(screen.getByLabelText('HTML içerik'), 'Merhaba');
    await userEvent.click(await screen.findByRole('button', { name: 'Kütüphaneye kaydet' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    const body = JSON.parse(post[1]!.body as string) as { name: string; subject: string; htmlContent: string };
    expect(body.name).toBe('Kampanya');
    expect(body.htmlContent).toMatch(/^Merhaba<table/);
    expect(await screen.findByText('Şablon kütüphaneye kaydedildi; kampanyalarda kullanılabilir.')).toBeInTheDocument();
    const result = await axe.run(container, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  }, 20_000);
});
