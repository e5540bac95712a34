import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailPreferencesSchema,
  emailPreferenceTokenQuerySchema,
  oneClickUnsubscribeResponseSchema,
  UNSUBSCRIBED_INVALID,
  updateEmailPreferencesSchema,
} from '@shared/contracts/email-preferences';
import { AppError } from '../../lib/errors';
import { configurePreferenceMail, ONE_CLICK_PATH, readUnsubscribeToken } from '../../mail/preferences';
import {
  getEmailPreferences,
  subscribeBack,
  turnOffPreference,
  unsubscribeAll,
  updateEmailPreferences,
} from './email-preferences.service';
import { pageUrl } from '@shared/pages';
import { signedIn } from '../../lib/viewer';

export interface EmailPreferencesRoutesOptions {
  /** The app's auth secret: signs and checks the one-click unsubscribe tokens of preference mails. */
  signingSecret: string;
}

/**
 * E-mail preferences (spec §3, §4, §7; issue 10 "Notifications"): the signed-in user's own four
 * switches, and the one-click unsubscribe link every preference mail carries (RFC 8058; its authority
 * is the signed token, never a cookie). Also hands the link origin and secret to the preference mails.
 */
export const emailPreferencesRoutes: FastifyPluginAsyncZod<EmailPreferencesRoutesOptions> = async (app, opts) => {
  configurePreferenceMail({ publicUrl: app.config.publicUrl, secret: opts.signingSecret });

  app.get(
    '/api/email-preferences',
    { config: { access: 'authenticated' }, schema: { response: { 200: emailPreferencesSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return getEmailPreferences(app.db, signedIn(req.viewer).id);
    },
  );

  app.post(
    '/api/email-preferences',
    {
      config: { access: 'authenticated' },
      schema: { body: updateEmailPreferencesSchema, response: { 200: emailPreferencesSchema } },
    },
    async (req) => updateEmailPreferences(app.db, signedIn(req.viewer).id, req.body),
  );

  app.post(
    '/api/email-preferences/unsubscribe-all',
    { config: { access: 'authenticated' }, schema: { response: { 200: emailPreferencesSchema } } },
    async (req) => unsubscribeAll(app.db, signedIn(req.viewer).id),
  );

  app.post(
    '/api/email-preferences/subscribe-back',
    { config: { access: 'authenticated' }, schema: { response: { 200: emailPreferencesSchema } } },
    async (req) => subscribeBack(app.db, signedIn(req.viewer).id),
  );

  // GET for the link in the mail (then the preferences page says what happened), POST for the mail
  // client's List-Unsubscribe-Post one-click (RFC 8058).
  app.get(
    ONE_CLICK_PATH,
    { config: { access: 'public' }, schema: { querystring: emailPreferenceTokenQuerySchema } },
    async (req, reply) => {
      const grant = readUnsubscribeToken(req.query.token);
      const done = grant !== null && (await turnOffPreference(app.db, grant.userId, grant.key));
      return reply.redirect(
        pageUrl('emailPreferences', { query: { unsubscribed: done ? grant.key : UNSUBSCRIBED_INVALID } }),
      );
    },
  );

  app.post(
    ONE_CLICK_PATH,
    {
      config: { access: 'public' },
      schema: { querystring: emailPreferenceTokenQuerySchema, response: { 200: oneClickUnsubscribeResponseSchema } },
    },
    async (req) => {
      const grant = readUnsubscribeToken(req.query.token);
      if (!grant) throw new AppError('INVALID_TOKEN');
      if (!(await turnOffPreference(app.db, grant.userId, grant.key))) throw new AppError('NOT_FOUND');
      return { success: true as const };
    },
  );
};
