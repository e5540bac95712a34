import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmServiceInquirySchema,
  INQUIRY_LIMITS,
  partnerInquiryListSchema,
  partnerInquirySchema,
  serviceInquiryAcceptedSchema,
  serviceInquiryConfirmedSchema,
  serviceInquiryFormSchema,
  serviceInquiryParamsSchema,
  serviceInquiryPartnerParamsSchema,
} from '@shared/contracts/service-inquiries';
import { requestLanguage, t } from '../../lib/messages';
import { signedIn } from '../../lib/viewer';
import {
  confirmServiceInquiry,
  inviteInquirySender,
  listPartnerInquiries,
  sendServiceInquiry,
} from './service-inquiries.service';

/** Guessing a signed token is hopeless; the limit only keeps a scanner from filling the logs. */
const CONFIRM_RATE_LIMIT = { key: 'ip', max: 30, window: 60 } as const;

export interface ServiceInquiriesRoutesOptions {
  /** Signs the confirmation links (the app's auth secret). */
  signingSecret: string;
}

/**
 * Service inquiries (issue 22; docs/decisions/042-service-inquiry.md): a visitor's inquiry from a
 * profile, its confirmation link, and the partner's dashboard list with the one-time invitation.
 */
export const serviceInquiriesRoutes: FastifyPluginAsyncZod<ServiceInquiriesRoutesOptions> = async (app, opts) => {
  const links = () => ({ publicUrl: app.config.publicUrl, secret: opts.signingSecret });

  app.post(
    '/api/partners/:id/inquiries',
    {
      // Public without reading the session: a signed-in caller is treated as a visitor (the profile
      // shows signed-in people the quote and message flows instead).
      config: { access: 'public', rateLimit: { key: 'ip', ...INQUIRY_LIMITS.perIp } },
      schema: {
        params: serviceInquiryPartnerParamsSchema,
        body: serviceInquiryFormSchema,
        response: { 202: serviceInquiryAcceptedSchema },
      },
    },
    async (req, reply) => {
      const language = requestLanguage(req);
      await sendServiceInquiry(app.db, links(), req.params.id, req.body, language);
      // The same answer for a filled honeypot: a bot learns nothing from it.
      return reply.code(202).send({ message: t(language, 'serviceInquiries.accepted') });
    },
  );

  app.post(
    '/api/inquiries/confirm',
    {
      config: { access: 'public', rateLimit: CONFIRM_RATE_LIMIT },
      schema: { body: confirmServiceInquirySchema, response: { 200: serviceInquiryConfirmedSchema } },
    },
    async (req) => confirmServiceInquiry(app.db, links(), req.body.token),
  );

  // Any signed-in account: ownership decides (404 without a partner), as the dashboard's other routes.
  app.get(
    '/api/partner-dashboard/inquiries',
    { config: { access: 'authenticated' }, schema: { response: { 200: partnerInquiryListSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return listPartnerInquiries(app.db, signedIn(req.viewer));
    },
  );

  app.post(
    '/api/partner-dashboard/inquiries/:id/invite',
    {
      config: { access: 'authenticated' },
      schema: { params: serviceInquiryParamsSchema, response: { 200: partnerInquirySchema } },
    },
    async (req) => inviteInquirySender(app.db, app.config.publicUrl, signedIn(req.viewer), req.params.id),
  );
};
