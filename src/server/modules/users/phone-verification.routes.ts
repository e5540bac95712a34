/**
 * Phone verification by SMS code (issue 22, user panel; docs/decisions/043-sms-outbox.md): the
 * signed-in user's own phone only; the user is always `req.viewer`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmPhoneCodeBodySchema,
  phoneVerificationStateSchema,
  requestPhoneCodeBodySchema,
} from '@shared/contracts/phone-verification';
import { signedIn } from '../../lib/viewer';
import { confirmPhoneCode, getPhoneVerification, requestPhoneCode } from './phone-verification.service';

export interface PhoneVerificationRoutesOptions {
  /** The app's auth secret: keys the stored HMAC of each code. */
  signingSecret: string;
}

export const phoneVerificationRoutes: FastifyPluginAsyncZod<PhoneVerificationRoutesOptions> = async (app, opts) => {
  app.get(
    '/api/user/phone/verification',
    { config: { access: 'authenticated' }, schema: { response: { 200: phoneVerificationStateSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return getPhoneVerification(app.db, signedIn(req.viewer).id);
    },
  );

  app.post(
    '/api/user/phone/verification',
    {
      // Per user and per number in the service; per address here, against one client cycling accounts.
      config: { access: 'authenticated', rateLimit: { key: 'ip', max: 20, window: 3600 } },
      schema: { body: requestPhoneCodeBodySchema, response: { 200: phoneVerificationStateSchema } },
    },
    async (req) => requestPhoneCode(app.db, opts.signingSecret, signedIn(req.viewer).id, req.body.phone),
  );

  app.post(
    '/api/user/phone/verification/confirm',
    {
      config: { access: 'authenticated' },
      schema: { body: confirmPhoneCodeBodySchema, response: { 200: phoneVerificationStateSchema } },
    },
    async (req) => confirmPhoneCode(app.db, opts.signingSecret, signedIn(req.viewer).id, req.body.code),
  );
};
