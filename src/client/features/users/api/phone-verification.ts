import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PhoneVerificationState, phoneVerificationStateSchema } from '@shared/contracts/phone-verification';
import { apiGet, apiRequest } from '@/lib/api';

/** Query options of GET /api/user/phone/verification (the phone, its verification, the pending code). */
export const phoneVerificationQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'phone-verification'],
    queryFn: ({ signal }) =>
      apiGet<PhoneVerificationState>(
        '/api/user/phone/verification',
        import.meta.env.DEV && phoneVerificationStateSchema,
        signal,
      ),
  });

/** The signed-in user's phone verification state. */
export const usePhoneVerification = () => useQuery(phoneVerificationQueryOptions());

async function post(path: string, body: object): Promise<PhoneVerificationState> {
  const { data } = await apiRequest(path, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV && phoneVerificationStateSchema,
  });
  return data;
}

/** A mutation whose answer replaces the cached state (and refreshes the profile, whose phone may change). */
function useStateMutation<V extends object>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: V) => post(path, body),
    onSuccess: (state) => {
      queryClient.setQueryData(phoneVerificationQueryOptions().queryKey, state);
      if (state.phoneVerifiedAt) void queryClient.invalidateQueries({ queryKey: ['account', 'profile'] });
    },
  });
}

/**
 * POST /api/user/phone/verification {phone}: sends a 6-digit code by SMS.
 * @throws {ApiError} 400 not a Turkish mobile number; 429 asked too often
 */
export const useRequestPhoneCode = () => useStateMutation<{ phone: string }>('/api/user/phone/verification');

/**
 * POST /api/user/phone/verification/confirm {code}.
 * @throws {ApiError} 400 wrong (with attempts left), expired, too many attempts, or no code pending
 */
export const useConfirmPhoneCode = () => useStateMutation<{ code: string }>('/api/user/phone/verification/confirm');
