import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EmailTemplate,
  emailTemplateSchema,
  type EmailTemplates,
  emailTemplatesSchema,
  type NotificationTemplate,
  notificationTemplateSchema,
  type NotificationTemplates,
  notificationTemplatesSchema,
  type SmsTemplate,
  smsTemplateSchema,
  type SmsTemplates,
  smsTemplatesSchema,
  type UpdateEmailTemplateInput,
  type UpdateNotificationTemplateInput,
  type UpdateSmsTemplateInput,
} from '@shared/contracts/templates';
import { apiGet, apiRequest } from '@/lib/api';

/** The three kinds of typed templates, as the tabs and the API paths name them (spec §2). */
export const TEMPLATE_KINDS = ['email', 'notification', 'sms'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** What each kind's list and save carry. */
export interface KindShapes {
  email: { row: EmailTemplate; list: EmailTemplates; input: UpdateEmailTemplateInput };
  notification: { row: NotificationTemplate; list: NotificationTemplates; input: UpdateNotificationTemplateInput };
  sms: { row: SmsTemplate; list: SmsTemplates; input: UpdateSmsTemplateInput };
}
export type AnyTemplate = EmailTemplate | NotificationTemplate | SmsTemplate;

const LIST_SCHEMAS = {
  email: emailTemplatesSchema,
  notification: notificationTemplatesSchema,
  sms: smsTemplatesSchema,
};
const ROW_SCHEMAS = { email: emailTemplateSchema, notification: notificationTemplateSchema, sms: smsTemplateSchema };

/** `/api/admin/{kind}-templates`. */
export const templatesPath = (kind: TemplateKind) => `/api/admin/${kind}-templates`;

/** Query options of GET /api/admin/{kind}-templates (every type in tr and en). */
export const templatesQueryOptions = <K extends TemplateKind>(kind: K) =>
  queryOptions({
    queryKey: ['admin', 'templates', kind],
    queryFn: ({ signal }) =>
      apiGet<KindShapes[K]['list']>(templatesPath(kind), (import.meta.env.DEV && LIST_SCHEMAS[kind]) as false, signal),
  });

/**
 * The templates of one kind.
 * @throws {ApiError} 401/403 for non-admins (the route guard keeps them away)
 */
export function useTemplates<K extends TemplateKind>(kind: K) {
  return useQuery(templatesQueryOptions(kind));
}

/**
 * PUT /api/admin/{kind}-templates/{type}: saves one type in one language (`language` tr by default).
 * @returns the saved template; the cached list gets it in place
 * @throws {ApiError} 400 VALIDATION_ERROR / TEMPLATE_PLACEHOLDER_UNKNOWN / TEMPLATE_PLACEHOLDER_MISSING (with
 *   fieldErrors), 404 TEMPLATE_NOT_FOUND
 */
export function useSaveTemplate<K extends TemplateKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, input }: { type: string; input: KindShapes[K]['input'] }) => {
      const { data } = await apiRequest<KindShapes[K]['row']>(`${templatesPath(kind)}/${encodeURIComponent(type)}`, {
        method: 'PUT',
        body: input,
        schema: (import.meta.env.DEV && ROW_SCHEMAS[kind]) as false,
      });
      return data;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(templatesQueryOptions(kind).queryKey, (old) =>
        old
          ? ({
              templates: (old.templates as AnyTemplate[]).map((t) =>
                t.type === saved.type && t.language === saved.language ? saved : t,
              ),
            } as KindShapes[K]['list'])
          : old,
      );
    },
  });
}
