import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { PartnerPost, PartnerPostList } from '@shared/contracts/partner-posts';
import { calledUrls, jsonBody, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { PartnerPostsSection } from './PartnerPostsSection';
import { splitLinks } from './PostText';

function post(id: number, overrides: Partial<PartnerPost> = {}): PartnerPost {
  return {
    id,
    partnerId: 7,
    body: `Duyuru ${id}`,
    link: null,
    image: null,
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    ...overrides,
  };
}

const list = (posts: PartnerPost[], hasMore = false): PartnerPostList => ({ posts, hasMore });

describe('PartnerPostsSection', () => {
  it('lists posts with safe links, image, link card and relative age, and loads more', async () => {
    const fetch = mockFetch((url) => {
      if (url.pathname !== '/api/partners/7/posts') return jsonResponse({ user: null });
      return url.searchParams.get('page') === '2'
        ? jsonResponse(list([post(3)]))
        : jsonResponse(
            list(
              [
                post(1, {
                  body: 'Fuardayız: https://ege.example.com/fuar. <script>alert(1)</script>\nStand B-12',
                  link: 'https://www.ege.example.com/katalog',
                  image: { id: 'img', url: '/public-objects/img.webp', width: 800, height: 600 },
                }),
                post(2),
              ],
              true,
            ),
          );
    });
    const { container } = renderWithProviders(<PartnerPostsSection partnerId={7} partnerName="Ege Lojistik" />);
    const items = within(await screen.findByRole('list', { name: 'Firma gönderileri' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    // The text is text: the script tag is shown, not run or parsed; the address is a link.
    expect(first).toHaveTextContent('<script>alert(1)</script>');
    expect(container.querySelector('script')).toBeNull();
    const inline = within(first).getByRole('link', { name: 'https://ege.example.com/fuar' });
    expect(inline).toHaveAttribute('href', 'https://ege.example.com/fuar');
    expect(inline).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(within(first).getByRole('link', { name: /^ege\.example\.com.*yeni sekmede açılır/ })).toHaveAttribute(
      'href',
      'https://www.ege.example.com/katalog',
    );
    expect(within(first).getByRole('img', { name: 'Ege Lojistik gönderisindeki görsel' })).toHaveAttribute(
      'src',
      '/public-objects/img.webp',
    );
    expect(within(first).getByText('3 saat önce')).toBeInTheDocument();
    // A visitor cannot publish or delete.
    expect(screen.queryByTestId('post-composer')).toBeNull();
    expect(screen.queryByRole('button', { name: /Sil/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Daha Fazla Göster' }));
    await waitFor(() => expect(screen.getAllByTestId('partner-post')).toHaveLength(3));
    expect(
      calledUrls(fetch)
        .filter((u) => u.pathname === '/api/partners/7/posts')
        .map((u) => u.search),
    ).toEqual(['?page=1', '?page=2']);
  });

  it('shows the empty state, and the error state with retry', async () => {
    let fail = true;
    mockFetch((url) => {
      if (url.pathname !== '/api/partners/7/posts') return jsonResponse({ user: null });
      if (fail) return jsonResponse({ message: 'Sunucu hatası', code: 'INTERNAL_ERROR' }, { status: 500 });
      return jsonResponse(list([]));
    });
    renderWithProviders(<PartnerPostsSection partnerId={7} partnerName="Ege Lojistik" />);
    expect(await screen.findByText('Gönderiler yüklenemedi')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Tekrar Dene|Yeniden Dene/ }));
    expect(await screen.findByText('Henüz gönderi yok')).toBeInTheDocument();
  });

  it('lets the owner publish: counter, messages under the fields, the body sent, the form emptied', async () => {
    let published = false;
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/partners/7/posts' && init?.method === 'POST') {
        published = true;
        return jsonResponse(post(9, { body: 'Yeni katalog', link: 'https://ege.example.com' }), { status: 201 });
      }
      if (url.pathname === '/api/partners/7/posts')
        return jsonResponse(list(published ? [post(9, { body: 'Yeni katalog' })] : []));
      return jsonResponse({ user: null });
    });
    renderWithProviders(<PartnerPostsSection partnerId={7} partnerName="Ege Lojistik" canPublish canDelete />);
    expect(
      await screen.findByText('İlk gönderinizi yukarıdan paylaşın: takipçileriniz bildirim alır.'),
    ).toBeInTheDocument();
    const body = screen.getByLabelText('Metin');
    expect(screen.getByTestId('post-counter')).toHaveTextContent('0 / 2000');

    await userEvent.click(screen.getByRole('button', { name: 'Paylaş' }));
    expect(screen.getByText('Gönderi metni boş olamaz')).toBeInTheDocument();
    expect(body).toHaveFocus();

    await userEvent.type(body, 'Yeni katalog');
    expect(screen.getByTestId('post-counter')).toHaveTextContent('12 / 2000');
    const link = screen.getByLabelText(/Bağlantı/);
    await userEvent.type(link, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Paylaş' }));
    expect(screen.getByText('Geçerli bir http veya https bağlantısı girin')).toBeInTheDocument();
    expect(link).toHaveFocus();

    await userEvent.clear(link);
    await userEvent.type(link, 'ege.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Paylaş' }));
    expect(await screen.findByText('Gönderiniz yayınlandı.')).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(jsonBody(sent?.[1])).toEqual({
      body: 'Yeni katalog',
      link: 'ege.example.com',
      imageFileId: null,
    });
    expect(body).toHaveValue('');
    expect(link).toHaveValue('');
    expect(await screen.findByText('Yeni katalog')).toBeInTheDocument();
  });

  it('shows the server’s field message under the field', async () => {
    mockFetch((url, init) => {
      if (url.pathname === '/api/partners/7/posts' && init?.method === 'POST')
        return jsonResponse(
          {
            message: 'Görsel bulunamadı. Lütfen görseli yeniden yükleyin.',
            code: 'VALIDATION_ERROR',
            fieldErrors: { imageFileId: ['Görsel bulunamadı. Lütfen görseli yeniden yükleyin.'] },
          },
          { status: 400 },
        );
      if (url.pathname === '/api/partners/7/posts') return jsonResponse(list([]));
      return jsonResponse({ user: null });
    });
    renderWithProviders(<PartnerPostsSection partnerId={7} partnerName="Ege Lojistik" canPublish />);
    await userEvent.type(await screen.findByLabelText('Metin'), 'Merhaba');
    await userEvent.click(screen.getByRole('button', { name: 'Paylaş' }));
    expect(await screen.findByTestId('field-error')).toHaveTextContent('Görsel bulunamadı');
  });

  it('deletes a post only after confirming', async () => {
    let deleted = false;
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/partners/7/posts/1' && init?.method === 'DELETE') {
        deleted = true;
        return jsonResponse({ success: true });
      }
      if (url.pathname === '/api/partners/7/posts') return jsonResponse(list(deleted ? [post(2)] : [post(1), post(2)]));
      return jsonResponse({ user: null });
    });
    renderWithProviders(<PartnerPostsSection partnerId={7} partnerName="Ege Lojistik" canDelete />);
    await screen.findByRole('list', { name: 'Firma gönderileri' });
    expect(screen.queryByTestId('post-composer')).toBeNull();
    const buttons = screen.getAllByRole('button', { name: /^Sil/ });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Gönderi silinsin mi?' });
    expect(calledUrls(fetch).some((u) => u.pathname === '/api/partners/7/posts/1')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Gönderi silindi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('partner-post')).toHaveLength(1));
  });

  it('has no serious or critical accessibility violations for the owner (axe in jsdom)', async () => {
    mockFetch((url) =>
      url.pathname === '/api/partners/7/posts'
        ? jsonResponse(list([post(1, { link: 'https://ege.example.com' })], true))
        : jsonResponse({ user: null }),
    );
    const { container } = renderWithProviders(
      <PartnerPostsSection partnerId={7} partnerName="Ege Lojistik" canPublish canDelete />,
    );
    await screen.findByRole('list', { name: 'Firma gönderileri' });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});

describe('splitLinks', () => {
  it('links only http(s) addresses, without trailing punctuation', () => {
    expect(splitLinks('Bakın: https://a.example.com/x). javascript:alert(1) ftp://b.example.com')).toEqual([
      { text: 'Bakın: ' },
      { href: 'https://a.example.com/x' },
      { text: '). javascript:alert(1) ftp://b.example.com' },
    ]);
    expect(splitLinks('yok')).toEqual([{ text: 'yok' }]);
  });
});
