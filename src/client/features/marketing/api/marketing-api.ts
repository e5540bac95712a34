/**
 * Client calls of the marketing module (src/shared/contracts/marketing.ts; issue 11): subscribers,
 * contacts and segments, campaigns. Every call needs an admin; the server refuses others (401/403).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Campaign,
  type CampaignStarter,
  campaignsResponseSchema,
  campaignStartersResponseSchema,
  type ContactsQuery,
  type ContactsResponse,
  contactsResponseSchema,
  type CreateCampaignInput,
  type EmailSubscribersResponse,
  emailSubscribersResponseSchema,
  type Segment,
} from '@shared/contracts/marketing';
import { apiGet, apiRequest, withQuery } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/** The CSV file of every subscriber (the server answers an attachment in the caller's language). */
export const SUBSCRIBERS_CSV_URL = '/api/admin/email-subscribers?format=csv';

/** While a campaign is sending, its list refreshes this often (ms). */
export const SENDING_REFRESH_MS = 3000;

/** GET /api/admin/email-subscribers: counts and the active, cancelled and pending lists. */
export function useEmailSubscribers() {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'email-subscribers'],
      queryFn: ({ signal }) =>
        apiGet<EmailSubscribersResponse>(
          '/api/admin/email-subscribers',
          import.meta.env.DEV && emailSubscribersResponseSchema,
          signal,
        ),
    }),
  );
}

/** The contacts query string of a segment, search and page (empty values left out). */
export function contactsPath(query: Partial<ContactsQuery>): string {
  return withQuery('/api/admin/marketing/contacts', { ...query });
}

/** GET /api/admin/marketing/contacts: a page of the segment's consenting contacts and its size. */
export function useContacts(query: Partial<ContactsQuery>) {
  return useQuery({
    queryKey: ['admin', 'marketing', 'contacts', query],
    queryFn: ({ signal }) =>
      apiGet<ContactsResponse>(contactsPath(query), import.meta.env.DEV && contactsResponseSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many consenting contacts a segment reaches (the contacts list's `total`). */
export function useSegmentSize(segment: Segment) {
  const contacts = useContacts({ ...segment, page: 1 });
  return { ...contacts, data: contacts.data?.total };
}

const CAMPAIGNS_KEY = ['admin', 'marketing', 'campaigns'] as const;

/**
 * Whether a campaign's counts may still change: it is sending, or (status `sent` once every recipient
 * is in the outbox) some of its mails still wait there for delivery. Its `sent` count only settles
 * when both are over, so the list refreshes until then.
 */
export function campaignInFlight(c: Campaign): boolean {
  return c.status === 'sending' || c.counts.pending > 0 || c.counts.queued > 0;
}

/** GET /api/admin/campaigns, refreshed every few seconds while one of them is in flight. */
export function useCampaigns() {
  return useQuery({
    queryKey: CAMPAIGNS_KEY,
    queryFn: async ({ signal }) =>
      (await apiGet('/api/admin/campaigns', import.meta.env.DEV && campaignsResponseSchema, signal)).campaigns,
    refetchInterval: (query) => (query.state.data?.some(campaignInFlight) ? SENDING_REFRESH_MS : false),
  });
}

/** GET /api/admin/campaigns/templates: the monthly newsletter (tr, en) and the builder library. */
export function useCampaignStarters(enabled = true) {
  return useQuery({
    queryKey: sharedKeys.campaignStarters,
    queryFn: async ({ signal }): Promise<CampaignStarter[]> =>
      (await apiGet('/api/admin/campaigns/templates', import.meta.env.DEV && campaignStartersResponseSchema, signal))
        .templates,
    enabled,
  });
}

function useCampaignMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}

/** POST /api/admin/campaigns: saves a draft. @throws ApiError 400 with field errors */
export const useCreateCampaign = () =>
  useCampaignMutation(
    async (body: CreateCampaignInput) =>
      (await apiRequest<Campaign>('/api/admin/campaigns', { method: 'POST', body, schema: false })).data,
  );

/** POST /api/admin/campaigns/{id}/send: starts sending. @throws ApiError 409 already sent, 400 no recipients */
export const useSendCampaign = () =>
  useCampaignMutation(
    async (id: number) =>
      (
        await apiRequest<{ success: true; recipients: number }>(`/api/admin/campaigns/${id}/send`, {
          method: 'POST',
          schema: false,
        })
      ).data,
  );

/** DELETE /api/admin/campaigns/{id}: deletes a draft. @throws ApiError 409 when no longer a draft */
export const useDeleteCampaign = () =>
  useCampaignMutation(
    async (id: number) => (await apiRequest(`/api/admin/campaigns/${id}`, { method: 'DELETE', schema: false })).data,
  );

/** POST /api/admin/campaigns/{id}/test: one copy to the caller. @returns the address it went to */
export const useTestCampaign = () =>
  useMutation({
    mutationFn: async (id: number) =>
      (
        await apiRequest<{ success: true; to: string }>(`/api/admin/campaigns/${id}/test`, {
          method: 'POST',
          schema: false,
        })
      ).data,
  });

/** POST /api/admin/campaigns/{id}/preview: subject and HTML with sample values. */
export const usePreviewCampaign = () =>
  useMutation({
    mutationFn: async (id: number) =>
      (
        await apiRequest<{ subject: string; html: string }>(`/api/admin/campaigns/${id}/preview`, {
          method: 'POST',
          schema: false,
        })
      ).data,
  });
