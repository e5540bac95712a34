import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NEWSLETTER_SOURCES } from '@shared/constants';
import { newsletterSubscribeResponseSchema } from '@shared/contracts/newsletter';
import { apiRequest } from '@/lib/api';

export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** Input of {@link subscribeToNewsletter}. */
export interface NewsletterSubscribeInput {
  email: string;
  source: (typeof NEWSLETTER_SOURCES)[number];
}

/**
 * POST /api/newsletter/subscribe. Resolves with the server's confirmation message.
 * @throws {ApiError} 400 `VALIDATION_ERROR` (fieldErrors.email), 429 when rate limited.
 */
export async function subscribeToNewsletter(input: NewsletterSubscribeInput): Promise<NewsletterSubscribeResponse> {
  const { data } = await apiRequest<NewsletterSubscribeResponse>('/api/newsletter/subscribe', {
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
