import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { Review, ReviewsPage } from '@shared/contracts/reviews';
import { calledUrls, jsonResponse, lastBodyTo, mockFetch, renderWithProviders } from '@/test/utils';
import { ReviewsSection } from './ReviewsSection';

function review(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    partnerId: 7,
    reviewerName: `Müşteri ${id}`,
    companyName: 'Yılmaz Tekstil',
    rating: 4,
    comment: `Yorum ${id}`,
    reply: null,
    repliedAt: null,
    isHidden: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function page(reviews: Review[], pageNo: number, hasMore: boolean): ReviewsPage {
  return { reviews, ratingAverage: 4.6, reviewCount: 12, page: pageNo, hasMore };
}

describe('ReviewsSection', () => {
  it('shows the average and count, the reviews with the reply, and loads the next page on Daha Fazla Göster', async () => {
    const fetch = mockFetch((url) => {
      if (url.pathname !== '/api/partners/7/reviews') return jsonResponse({ user: null });
      return url.searchParams.get('page') === '2'
        ? jsonResponse(page([review(3)], 2, false))
        : jsonResponse(
            page(
              [review(1, { reply: 'Teşekkür ederiz', repliedAt: '2026-11-02T10:00:00.000Z', rating: 5 }), review(2)],
              1,
              true,
            ),
          );
    });
    renderWithProviders(<ReviewsSection partnerId={7} partnerName="Ege Lojistik" />);
    const list = await screen.findByRole('list', { name: 'Müşteri değerlendirmeleri' });
    expect(screen.getByTestId('reviews-average')).toHaveTextContent('4,6');
    expect(screen.getByTestId('reviews-average')).toHaveTextContent('12 değerlendirme');
    const first = within(list).getByRole('listitem', { name: 'Müşteri 1 değerlendirmesi' });
    expect(within(first).getByRole('img', { name: '5 üzerinden 5 puan' })).toBeInTheDocument();
    expect(within(first).getByText('Ege Lojistik yanıtı')).toBeInTheDocument();
    expect(within(first).getByText('Teşekkür ederiz')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // A visitor can neither reply nor hide.
    expect(screen.queryByRole('button', { name: /Yanıtla|Gizle/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Daha Fazla Göster' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Yorum 3');
    expect(screen.queryByRole('button', { name: 'Daha Fazla Göster' })).toBeNull();
    expect(
      calledUrls(fetch)
        .filter((u) => u.pathname === '/api/partners/7/reviews')
        .map((u) => u.search),
    ).toEqual(['?page=1', '?page=2']);
  });

  it('lets the owner reply once to a review without a reply', async () => {
    let replied = false;
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/reviews/2/reply' && init?.method === 'POST') {
        replied = true;
        return jsonResponse(review(2, { reply: 'Rica ederiz', repliedAt: '2026-11-03T10:00:00.000Z' }));
      }
      if (url.pathname === '/api/partners/7/reviews')
        return jsonResponse(
          page(
            [
              review(1, { reply: 'Teşekkürler', repliedAt: '2026-11-02T10:00:00.000Z' }),
              review(2, replied ? { reply: 'Rica ederiz', repliedAt: '2026-11-03T10:00:00.000Z' } : {}),
            ],
            1,
            false,
          ),
        );
      return jsonResponse({ user: null });
    });
    renderWithProviders(<ReviewsSection partnerId={7} partnerName="Ege Lojistik" isOwner />);
    await screen.findByRole('list', { name: 'Müşteri değerlendirmeleri' });
    const replies = screen.getAllByRole('button', { name: /Yanıtla/ });
    expect(replies).toHaveLength(1);
    expect(replies[0]).toHaveAccessibleName('Yanıtla: Müşteri 2');
    expect(screen.queryByRole('button', { name: /Gizle/ })).toBeNull();
    await userEvent.click(replies[0]!);
    const field = screen.getByLabelText('Yanıtınız');
    expect(field).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yanıtı Gönder' }));
    expect(screen.getByText('Yanıt boş olamaz')).toBeInTheDocument();
    await userEvent.type(field, 'Rica ederiz');
    await userEvent.click(screen.getByRole('button', { name: 'Yanıtı Gönder' }));
    expect(await screen.findByText('Yanıtınız yayınlandı.')).toBeInTheDocument();
    expect(lastBodyTo(fetch, '/api/reviews/2/reply')).toEqual({ reply: 'Rica ederiz' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Yanıtla/ })).toBeNull());
    expect(screen.getByText('Rica ederiz')).toBeInTheDocument();
  });

  it('lets an admin hide a review after confirming, and show a hidden one again', async () => {
    const changed = vi.fn();
    const fetch = mockFetch((url, init) => {
      if (url.pathname.startsWith('/api/admin/reviews/') && init?.method === 'PATCH') return jsonResponse({});
      if (url.pathname === '/api/partners/7/reviews')
        return jsonResponse(page([review(1), review(2, { isHidden: true })], 1, false));
      return jsonResponse({ user: null });
    });
    renderWithProviders(<ReviewsSection partnerId={7} partnerName="Ege Lojistik" isAdmin onChanged={changed} />);
    const list = await screen.findByRole('list', { name: 'Müşteri değerlendirmeleri' });
    expect(screen.queryByRole('button', { name: /Yanıtla/ })).toBeNull();
    const hidden = within(list).getByRole('listitem', { name: 'Müşteri 2 değerlendirmesi' });
    expect(within(hidden).getByText('Gizli')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Gizle: Müşteri 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Değerlendirme gizlensin mi?' });
    expect(calledUrls(fetch).some((u) => u.pathname === '/api/admin/reviews/1')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gizle' }));
    expect(await screen.findByText('Değerlendirme gizlendi.')).toBeInTheDocument();
    expect(lastBodyTo(fetch, '/api/admin/reviews/1')).toEqual({ isHidden: true });
    expect(changed).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Göster: Müşteri 2' }));
    expect(await screen.findByText('Değerlendirme yeniden gösteriliyor.')).toBeInTheDocument();
    expect(lastBodyTo(fetch, '/api/admin/reviews/2')).toEqual({ isHidden: false });
  });

  it('has no serious or critical accessibility violations for an admin (axe in jsdom)', async () => {
    mockFetch((url) =>
      url.pathname === '/api/partners/7/reviews'
        ? jsonResponse(
            page(
              [
                review(1, { reply: 'Teşekkürler', repliedAt: '2026-11-02T10:00:00.000Z' }),
                review(2, { isHidden: true }),
              ],
              1,
              true,
            ),
          )
        : jsonResponse({ user: null }),
    );
    const { container } = renderWithProviders(
      <ReviewsSection partnerId={7} partnerName="Ege Lojistik" isAdmin isOwner />,
    );
    await screen.findByRole('list', { name: 'Müşteri değerlendirmeleri' });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });

  it('shows the empty state without reviews', async () => {
    mockFetch((url) =>
      url.pathname === '/api/partners/7/reviews'
        ? jsonResponse({ reviews: [], ratingAverage: null, reviewCount: 0, page: 1, hasMore: false })
        : jsonResponse({ user: null }),
    );
    renderWithProviders(<ReviewsSection partnerId={7} partnerName="Ege Lojistik" />);
    expect(await screen.findByText('Henüz değerlendirme yok')).toBeInTheDocument();
    expect(screen.queryByTestId('reviews-average')).toBeNull();
  });
});
