import type { QuoteResponse, UserQuoteRequest } from '@shared/contracts/quotes';

/** One block of the list: a single request, or the requests of one form sent to several partners. */
export type RequestBlock =
  { kind: 'single'; request: UserQuoteRequest } | { kind: 'group'; groupId: string; requests: UserQuoteRequest[] };

/**
 * Groups the requests by `groupId`, keeping the server's newest-first order: a group stands where its
 * first (newest) request stands. Inside a group the partners keep the form's order (the one whose
 * profile the form was opened on first: the lowest id), so the comparison reads as the user chose.
 * A group of which only one request is left is shown as a group still, so the user recognises it.
 */
export function groupRequests(requests: readonly UserQuoteRequest[]): RequestBlock[] {
  const blocks: RequestBlock[] = [];
  const groups = new Map<string, Extract<RequestBlock, { kind: 'group' }>>();
  for (const request of requests) {
    if (!request.groupId) {
      blocks.push({ kind: 'single', request });
      continue;
    }
    let group = groups.get(request.groupId);
    if (!group) {
      group = { kind: 'group', groupId: request.groupId, requests: [] };
      groups.set(request.groupId, group);
      blocks.push(group);
    }
    group.requests.push(request);
  }
  for (const group of groups.values()) group.requests.sort((a, b) => a.id - b.id);
  return blocks;
}

/** The request's live answer (the server leaves cancelled ones out; at most one is not cancelled). */
export function liveAnswer(request: UserQuoteRequest): QuoteResponse | null {
  return request.responses.find((r) => r.status !== 'cancelled') ?? null;
}

/**
 * The id of the cheapest answer by total with VAT, or null: only when at least two answers are
 * compared and all are in the same currency (amounts in different currencies are not comparable).
 * Cancelled and rejected answers do not compete.
 */
export function cheapestAnswerId(answers: readonly (QuoteResponse | null)[]): number | null {
  const competing = answers.filter(
    (a): a is QuoteResponse => a != null && (a.status === 'sent' || a.status === 'accepted'),
  );
  if (competing.length < 2) return null;
  const currency = competing[0]!.currency;
  if (competing.some((a) => a.currency !== currency)) return null;
  const min = Math.min(...competing.map((a) => a.totalAmount));
  const cheapest = competing.filter((a) => a.totalAmount === min);
  // A tie highlights nothing: no answer is cheaper than the other.
  return cheapest.length === 1 ? cheapest[0]!.id : null;
}

/** Whether the requester may still accept or reject this answer (the server checks it again). */
export function isDecidable(request: UserQuoteRequest, answer: QuoteResponse): boolean {
  return answer.status === 'sent' && request.status === 'responded';
}

/**
 * Whether the requester may still cancel this request: nobody has answered it (issue 20; the server
 * checks again and says why when it no longer may).
 */
export function isCancellable(request: UserQuoteRequest): boolean {
  return request.status === 'pending' && liveAnswer(request) === null;
}
