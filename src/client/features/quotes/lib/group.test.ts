import type { QuoteResponse, UserQuoteRequest } from '@shared/contracts/quotes';
import { cheapestAnswerId, groupRequests } from './group';

const answer = (id: number, totalAmount: number, extra: Partial<QuoteResponse> = {}) =>
  ({ id, totalAmount, currency: 'TRY', status: 'sent', ...extra }) as QuoteResponse;

describe('cheapestAnswerId', () => {
  it('picks the lowest total of two or more answers in one currency', () => {
    expect(cheapestAnswerId([answer(1, 120_000), answer(2, 108_000), null])).toBe(2);
  });

  it('picks none across currencies, on a tie, or with a single answer', () => {
    expect(cheapestAnswerId([answer(1, 120_000), answer(2, 108_000, { currency: 'EUR' })])).toBeNull();
    expect(cheapestAnswerId([answer(1, 100_000), answer(2, 100_000)])).toBeNull();
    expect(cheapestAnswerId([answer(1, 100_000), null])).toBeNull();
  });

  it('leaves rejected answers out of the competition', () => {
    expect(cheapestAnswerId([answer(1, 50_000, { status: 'rejected' }), answer(2, 90_000), answer(3, 80_000)])).toBe(3);
  });
});

describe('groupRequests', () => {
  it('keeps the newest-first order, a group standing where its newest request stands, its partners in the form order', () => {
    const r = (id: number, groupId: string | null) => ({ id, groupId }) as UserQuoteRequest;
    const blocks = groupRequests([r(5, null), r(4, 'g'), r(3, 'g'), r(2, null), r(1, 'h')]);
    expect(blocks.map((b) => (b.kind === 'single' ? b.request.id : b.requests.map((x) => x.id)))).toEqual([
      5,
      [3, 4],
      2,
      [1],
    ]);
  });
});
