import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CampaignTemplate,
  campaignTemplateSchema,
  type SaveCampaignTemplateInput,
} from '@shared/contracts/templates';
import { apiRequest } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/**
 * POST /api/admin/campaign-templates: adds the built e-mail to the library campaigns start from.
 * @throws {ApiError} 400 VALIDATION_ERROR (fieldErrors name, subject, htmlContent); 401/403 for non-admins
 */
export function useSaveToLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveCampaignTemplateInput) => {
      const { data } = await apiRequest<CampaignTemplate>('/api/admin/campaign-templates', {
        method: 'POST',
        body,
        schema: import.meta.env.DEV && campaignTemplateSchema,
      });
      return data;
    },
    // A campaign dialog open in another tab of the console offers the new template at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.campaignStarters }),
  });
}
