import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type UpdateProfileInput,
  type UpdateProfileResponse,
  updateProfileResponseSchema,
} from '@shared/contracts/users';
import { apiRequest } from '@/lib/api';
import { setSessionUser } from '@/lib/session';
import { profileQueryOptions } from './get-profile';

/**
 * PUT /api/user/profile: saves names, phone, photo and profile fields of the signed-in user.
 * @throws {ApiError} 400 `VALIDATION_ERROR` with `fieldErrors` (translated); 401 when signed out.
 */
export async function updateProfile(body: UpdateProfileInput): Promise<UpdateProfileResponse> {
  const { data } = await apiRequest('/api/user/profile', {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV && updateProfileResponseSchema,
  });
  return data;
}

/** Saves the profile; the cached session user and profile take the server's answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => {
      setSessionUser(queryClient, data.user);
      queryClient.setQueryData(profileQueryOptions().queryKey, data.profile);
    },
  });
}
