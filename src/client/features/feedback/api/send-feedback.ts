import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { feedbackCreatedSchema, type feedbackFormSchema } from '@shared/contracts/feedback';
import { apiRequest } from '@/lib/api';

/**
 * POST /api/feedback (anyone; at most 5 an hour per IP): stores the feedback, notifies the admins and
 * mails the sender a thank-you.
 * @throws {ApiError} 400 with `fieldErrors`; 429 `RATE_LIMITED` (message says how long to wait).
 */
export async function sendFeedback(values: z.output<typeof feedbackFormSchema>) {
  const { data } = await apiRequest('/api/feedback', {
    method: 'POST',
    body: values,
    schema: import.meta.env.DEV && feedbackCreatedSchema,
  });
  return data;
}

/** The modal's send action. */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
