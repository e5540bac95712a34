/**
 * Quotes (issue 9; spec §3 quote request payload and admin list, §4 statuses, §5 quote form;
 * docs/decisions/013-quotes.md). The routes call only this file; the rules live beside it by concern:
 * `quote-requests.ts` (requesting, the partner's and the requester's lists, cancelling, completing
 * with the project), `quote-responses.ts` (answering, revision requests, revising, withdrawing,
 * deciding, the PDF's data),
 * `quote-admin.ts` (the admin desk), `quote-views.ts` (shared reads and row shapes).
 */
export {
  cancelQuoteRequest,
  createQuoteRequests,
  getQuoteRequest,
  listAlternatives,
  listPartnerRequests,
  listUserRequests,
  markQuoteRequestCompleted,
} from './quote-requests';
export {
  cancelQuoteResponse,
  createQuoteResponse,
  decideQuoteResponse,
  listQuoteResponses,
  quotePdfData,
  type OnAccepted,
  requestQuoteRevision,
  reviseQuoteResponse,
} from './quote-responses';
export { listAdminQuoteRequests, setAdminQuoteStatus } from './quote-admin';
export { renderQuotePdf } from './quote-pdf';
