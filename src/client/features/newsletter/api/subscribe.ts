import { useMutation } from '@tanstack/react-query';
import {
  newsletterSubscribeResponseSchema,
  type NewsletterSubscribeInput,
  type NewsletterSubscribeResponse,
} from '@shared/contracts/newsletter';
import { apiRequest } from '@/lib/api';

/**
 * POST /api/newsletter/subscribe (spec §7) with the contract's body (`source` defaults to 'homepage').
 * Resolves with the server's confirmation message.
 * @throws {ApiError} 400 `VALIDATION_ERROR` (fieldErrors.email), 429 when rate limited.
 */
export async function subscribeToNewsletter(input: NewsletterSubscribeInput): Promise<NewsletterSubscribeResponse> {
  const { data } = await apiRequest('/api/newsletter/subscribe', {
    method: 'POST',
    body: input,
    schema: import.meta.env.DEV && newsletterSubscribeResponseSchema,
  });
  return data;
}

/** Mutation of {@link subscribeToNewsletter} (no retry: spec §9). */
export function useNewsletterSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
