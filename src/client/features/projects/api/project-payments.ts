import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type MarkPaymentPaid,
  type PaymentRequestInput,
  type Project,
  projectSchema,
} from '@shared/contracts/projects';
import { apiRequest } from '@/lib/api';
import { realtimeKeys } from '@/lib/realtime-keys';

/** The payment moves of the project room, each a POST answering the project as it now stands. */
export type PaymentAction =
  | { kind: 'request'; body: PaymentRequestInput }
  | { kind: 'paid'; paymentId: number; body: MarkPaymentPaid }
  | { kind: 'confirm'; paymentId: number };

function pathOf(id: string, action: PaymentAction): string {
  const base = `/api/projects/${encodeURIComponent(id)}/payments`;
  switch (action.kind) {
    case 'request':
      return base;
    case 'paid':
      return `${base}/${action.paymentId}/paid`;
    case 'confirm':
      return `${base}/${action.paymentId}/confirm`;
  }
}

/**
 * One payment move (issue 20): `POST /api/projects/{id}/payments` (the partner asks),
 * `…/payments/{pid}/paid {receiptFileId}` (the buyer), `…/payments/{pid}/confirm` (the partner).
 * @throws {ApiError} 400 with `fieldErrors` (amount past the milestone's rest, past due day, unusable
 *   file); 403 `PROJECT_SIDE`; 404; 409 `PROJECT_STATE` (cancelled, paid or confirmed already),
 *   `PROJECT_IBAN_MISSING`, `PROJECT_INVOICE_NUMBER_TAKEN`.
 */
export async function runPaymentAction(id: string, action: PaymentAction): Promise<Project> {
  const { data } = await apiRequest<Project>(pathOf(id, action), {
    method: 'POST',
    ...(action.kind === 'confirm' ? {} : { body: action.body }),
    schema: import.meta.env.DEV && projectSchema,
  });
  return data;
}

/** A payment move; the room shows the answer at once, and the room and list refetch when settled. */
export function usePaymentAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PaymentAction) => runPaymentAction(id, action),
    onSuccess: (project) => queryClient.setQueryData(realtimeKeys.project(id), project),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: realtimeKeys.project(id) }),
        queryClient.invalidateQueries({ queryKey: realtimeKeys.projectList }),
      ]),
  });
}
