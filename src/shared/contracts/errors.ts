import { z } from 'zod';
import type { MessageKey } from '../messages';

/**
 * Error body of every non-2xx response (ARCHITECTURE.md, "Errors").
 * `message` is in the caller's language; `fieldErrors` maps a request field to its messages;
 * `requestId` is the request's id, also answered as `X-Request-Id` (issue 23: support finds the logs of
 * an error a user quotes).
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** One row of the error table: the HTTP status a code always answers with, and its default text. */
export interface ErrorDefinition {
  status: number;
  message: MessageKey;
}

/**
 * The error table: every machine-readable error code of the API, its HTTP status and its default
 * message (ARCHITECTURE.md, errors). A throw site names only the code (`new AppError('NOT_FOUND')`),
 * and may give a more precise message key; the status always comes from here.
 */
export const ERRORS = {
  VALIDATION_ERROR: { status: 400, message: 'error.validation' },
  UNAUTHORIZED: { status: 401, message: 'error.unauthorized' },
  FORBIDDEN: { status: 403, message: 'error.forbidden' },
  NOT_FOUND: { status: 404, message: 'error.notFound' },
  CONFLICT: { status: 409, message: 'error.conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'error.payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'error.unsupportedMediaType' },
  RATE_LIMITED: { status: 429, message: 'error.rateLimited' },
  INTERNAL_ERROR: { status: 500, message: 'error.internal' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'error.serviceUnavailable' },
  PARTNER_NOT_FOUND: { status: 404, message: 'partners.notFound' },
  BAD_ORIGIN: { status: 403, message: 'error.badOrigin' },
  // Accounts and access (src/shared/contracts/auth.ts; docs/decisions/003-identity.md).
  EMAIL_NOT_VERIFIED: { status: 403, message: 'auth.emailNotVerified' },
  INVALID_CREDENTIALS: { status: 401, message: 'auth.invalidCredentials' },
  ACCOUNT_DISABLED: { status: 403, message: 'auth.accountDisabled' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'auth.passwordTooShort' },
  PASSWORD_TOO_LONG: { status: 400, message: 'auth.passwordTooLong' },
  PASSWORD_COMMON: { status: 400, message: 'auth.passwordCommon' },
  PASSWORD_WEAK: { status: 400, message: 'auth.passwordWeak' },
  INVALID_PASSWORD: { status: 400, message: 'auth.invalidPassword' },
  INVALID_TOKEN: { status: 400, message: 'auth.invalidToken' },
  TOKEN_EXPIRED: { status: 400, message: 'auth.tokenExpired' },
  INVALID_REDIRECT: { status: 403, message: 'auth.invalidRedirect' },
  USER_TYPE_NOT_HELD: { status: 403, message: 'auth.userTypeNotHeld' },
  PROVIDER_NOT_FOUND: { status: 404, message: 'auth.providerNotFound' },
  SESSION_NOT_FRESH: { status: 403, message: 'auth.sessionNotFresh' },
  // Two-factor sign-in (issue 22; docs/decisions/044; better-auth's codes where it has one).
  INVALID_TWO_FACTOR_CODE: { status: 401, message: 'auth.twoFactorInvalidCode' },
  TWO_FACTOR_CHALLENGE_EXPIRED: { status: 401, message: 'auth.twoFactorChallengeExpired' },
  TWO_FACTOR_TOO_MANY_ATTEMPTS: { status: 400, message: 'auth.twoFactorTooManyAttempts' },
  TWO_FACTOR_LOCKED: { status: 429, message: 'auth.twoFactorLocked' },
  TWO_FACTOR_CODE_EXPIRED: { status: 400, message: 'auth.twoFactorCodeExpired' },
  TWO_FACTOR_NOT_ENABLED: { status: 400, message: 'auth.twoFactorNotEnabled' },
  TWO_FACTOR_ALREADY_ENABLED: { status: 400, message: 'auth.twoFactorAlreadyEnabled' },
  TWO_FACTOR_SMS_UNAVAILABLE: { status: 400, message: 'auth.twoFactorSmsUnavailable' },
  TWO_FACTOR_REQUIRED: { status: 403, message: 'auth.twoFactorRequired' },
  TWO_FACTOR_SELF_REQUIRED: { status: 400, message: 'systemConfig.twoFactorSelfRequired' },
  // Uploads (spec §5 "Others", §9; docs/decisions/011-file-storage.md).
  FILE_TOO_LARGE: { status: 413, message: 'files.fileTooLarge' },
  UNSUPPORTED_FILE_TYPE: { status: 415, message: 'files.unsupportedType' },
  FILE_EMPTY: { status: 400, message: 'files.empty' },
  // Quotes and reviews (src/shared/contracts/quotes.ts, reviews.ts; issue 9; docs/decisions/013-quotes.md).
  QUOTE_REQUEST_NOT_FOUND: { status: 404, message: 'quotes.notFound' },
  QUOTE_RESPONSE_NOT_FOUND: { status: 404, message: 'quotes.responseNotFound' },
  QUOTE_RATE_LIMITED: { status: 429, message: 'quotes.rateLimited' },
  QUOTE_PARTNER_UNAVAILABLE: { status: 409, message: 'quotes.partnerUnavailable' },
  QUOTE_ALREADY_ANSWERED: { status: 409, message: 'quotes.alreadyAnswered' },
  QUOTE_NOT_ANSWERABLE: { status: 409, message: 'quotes.notAnswerable' },
  QUOTE_NOT_REVISABLE: { status: 409, message: 'quotes.notRevisable' },
  QUOTE_NOT_CANCELLABLE: { status: 409, message: 'quotes.notCancellable' },
  QUOTE_EXPIRED: { status: 409, message: 'quotes.expired' },
  QUOTE_NOT_DECIDABLE: { status: 409, message: 'quotes.notDecidable' },
  // Issue 20, before acceptance: the buyer cancels an unanswered request (the text says which state
  // stops it) and asks for a revised offer.
  QUOTE_REQUEST_NOT_CANCELLABLE: { status: 409, message: 'quotes.requestAnswered' },
  QUOTE_REVISION_NOT_REQUESTABLE: { status: 409, message: 'quotes.revisionNotRequestable' },
  // Projects (src/shared/contracts/projects.ts; docs/decisions/020-projects.md): an illegal move of the
  // state machine is PROJECT_STATE with the precise text.
  PROJECT_NOT_FOUND: { status: 404, message: 'projects.notFound' },
  PROJECT_MILESTONE_NOT_FOUND: { status: 404, message: 'projects.milestoneNotFound' },
  PROJECT_STATE: { status: 409, message: 'projects.closed' },
  PROJECT_SIDE: { status: 403, message: 'error.forbidden' },
  PROJECT_TASK_NOT_FOUND: { status: 404, message: 'projects.taskNotFound' },
  // Payments of a project (src/server/modules/projects/project-payments.ts; issue 20).
  PROJECT_PAYMENT_NOT_FOUND: { status: 404, message: 'projects.paymentNotFound' },
  PROJECT_IBAN_MISSING: { status: 409, message: 'projects.ibanMissing' },
  PROJECT_INVOICE_NUMBER_TAKEN: { status: 409, message: 'projects.invoiceNumberTaken' },
  REVIEW_NOT_ALLOWED: { status: 403, message: 'reviews.notAllowed' },
  REVIEW_EXISTS: { status: 409, message: 'reviews.alreadyReviewed' },
  REVIEW_ALREADY_REPLIED: { status: 409, message: 'reviews.alreadyReplied' },
  REVIEW_NOT_FOUND: { status: 404, message: 'reviews.notFound' },
  // Partner applications (src/shared/contracts/partner-applications.ts; PRODUCT-DECISIONS 10–12).
  APPLICATION_NOT_FOUND: { status: 404, message: 'partnerApplications.notFound' },
  APPLICATION_PENDING: { status: 409, message: 'partnerApplications.alreadyPending' },
  APPLICATION_REVIEWED: { status: 409, message: 'partnerApplications.alreadyReviewed' },
  USERNAME_TAKEN: { status: 409, message: 'partnerApplications.usernameTaken' },
  // Notifications (src/shared/contracts/notifications.ts; issue 10).
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'notifications.notFound' },
  // Messaging (src/shared/contracts/messages.ts; PRODUCT-DECISIONS 16; issue 10).
  CONVERSATION_NOT_FOUND: { status: 404, message: 'messages.conversationNotFound' },
  MESSAGE_NOT_ALLOWED: { status: 403, message: 'messages.notAllowed' },
  MESSAGE_RECIPIENT_INVALID: { status: 400, message: 'messages.recipientInvalid' },
  MESSAGE_FILE_NOT_ALLOWED: { status: 400, message: 'messages.fileNotAllowed' },
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: 'messages.idempotencyKeyInvalid' },

  // Background jobs in the admin system status (docs/decisions/021-job-queue.md).
  FAILED_JOB_NOT_FOUND: { status: 404, message: 'systemStatus.failedJobNotFound' },
  // Templates and the e-mail builder (src/shared/contracts/templates.ts; issue 11).
  TEMPLATE_NOT_FOUND: { status: 404, message: 'templates.notFound' },
  TEMPLATE_PLACEHOLDER_UNKNOWN: { status: 400, message: 'templates.unknownPlaceholders' },
  // A save dropping a placeholder the sender needs (the weekly digest's `{{digestSections}}`).
  TEMPLATE_PLACEHOLDER_MISSING: { status: 400, message: 'templates.missingPlaceholders' },
  CAMPAIGN_TEMPLATE_NOT_FOUND: { status: 404, message: 'templates.campaignTemplateNotFound' },
  // Admin-edited mail HTML that could leak a link's token or load from another host (issue 18;
  // docs/decisions/016-mail-template-safety.md); the message names the element.
  TEMPLATE_UNSAFE_HTML: { status: 400, message: 'templates.unsafeHtml' },

  // Admin file management (src/shared/contracts/admin-files.ts; issue 11).
  ADMIN_FILE_NOT_FOUND: { status: 404, message: 'adminFiles.notFound' },

  // Subscribers and marketing (src/shared/contracts/marketing.ts; issue 11).
  CAMPAIGN_NOT_FOUND: { status: 404, message: 'marketing.campaignNotFound' },
  CAMPAIGN_ALREADY_SENT: { status: 409, message: 'marketing.campaignAlreadySent' },
  CAMPAIGN_NO_RECIPIENTS: { status: 400, message: 'marketing.noRecipients' },

  // System settings, categories and services pool (src/shared/contracts/system-config.ts; issue 11).
  CATEGORY_NOT_FOUND: { status: 404, message: 'systemConfig.categoryNotFound' },
  SERVICE_NOT_FOUND: { status: 404, message: 'systemConfig.serviceNotFound' },
  SERVICE_NAME_TAKEN: { status: 409, message: 'systemConfig.serviceNameTaken' },

  // User management (src/shared/contracts/admin-users.ts; PRODUCT-DECISIONS 7, 9; issue 11).
  USER_NOT_FOUND: { status: 404, message: 'adminUsers.notFound' },
  LAST_MASTER_ADMIN: { status: 409, message: 'adminUsers.lastMasterAdmin' },
  USER_EMAIL_TAKEN: { status: 409, message: 'adminUsers.emailTaken' },
  CANNOT_CHANGE_SELF: { status: 409, message: 'adminUsers.cannotChangeSelf' },
  PARTNER_ALREADY_LINKED: { status: 409, message: 'adminUsers.partnerTaken' },

  // Claimable listings (src/shared/contracts/partner-claims.ts; issue 21; docs/decisions/029).
  CLAIM_LINK_INVALID: { status: 404, message: 'partnerClaims.linkInvalid' },
  CLAIM_LINK_EXPIRED: { status: 410, message: 'partnerClaims.linkExpired' },
  CLAIM_LINK_USED: { status: 409, message: 'partnerClaims.linkUsed' },
  CLAIM_ALREADY_OWNER: { status: 409, message: 'partnerClaims.alreadyOwner' },
  PARTNER_ALREADY_CLAIMED: { status: 409, message: 'partnerClaims.notUnclaimed' },

  // Data export (src/shared/contracts/data-export.ts; issue 22; docs/decisions/039-data-export.md).
  DATA_EXPORT_TOO_SOON: { status: 429, message: 'users.dataExportTooSoon' },
  DATA_EXPORT_NOT_READY: { status: 404, message: 'users.dataExportNotReady' },
  DATA_EXPORT_LINK_INVALID: { status: 404, message: 'users.dataExportLinkInvalid' },
  DATA_EXPORT_LINK_EXPIRED: { status: 410, message: 'users.dataExportLinkExpired' },
  PARTNER_NO_EMAIL: { status: 409, message: 'partnerClaims.noEmail' },
  CLAIM_LINK_TOO_SOON: { status: 429, message: 'partnerClaims.resendTooSoon' },
  LISTING_DUPLICATE: { status: 409, message: 'partnerClaims.duplicateEmail' },
  LISTING_IMPORT_INVALID: { status: 400, message: 'partnerClaims.importHasErrors' },

  // Feedback (src/shared/contracts/feedback.ts; issue 11).
  FEEDBACK_NOT_FOUND: { status: 404, message: 'feedback.notFound' },

  // Partner posts (src/shared/contracts/partner-posts.ts; issue 22).
  PARTNER_POST_NOT_FOUND: { status: 404, message: 'partnerPosts.notFound' },
  PARTNER_POST_NOT_OWNER: { status: 403, message: 'partnerPosts.notOwner' },

  // Planned maintenance (src/shared/contracts/maintenance.ts; issue 22; docs/decisions/040): a
  // non-admin's write during a window (with Retry-After), and the admin's schedule.
  MAINTENANCE: { status: 503, message: 'maintenance.inProgress' },
  MAINTENANCE_WINDOW_NOT_FOUND: { status: 404, message: 'maintenance.notFound' },
  MAINTENANCE_WINDOW_STARTED: { status: 409, message: 'maintenance.alreadyStarted' },
  MAINTENANCE_WINDOW_OVERLAP: { status: 409, message: 'maintenance.overlap' },
  // Service inquiries (src/shared/contracts/service-inquiries.ts; issue 22; docs/decisions/042).
  INQUIRY_UNAVAILABLE: { status: 409, message: 'serviceInquiries.unavailable' },
  INQUIRY_LINK_INVALID: { status: 404, message: 'serviceInquiries.linkInvalid' },
  INQUIRY_LINK_EXPIRED: { status: 410, message: 'serviceInquiries.linkExpired' },
  INQUIRY_NOT_FOUND: { status: 404, message: 'serviceInquiries.notFound' },
  INQUIRY_ALREADY_INVITED: { status: 409, message: 'serviceInquiries.alreadyInvited' },
} as const satisfies Record<string, ErrorDefinition>;

/** Machine-readable error codes used across the API. */
export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** The error code a bare HTTP status stands for, when nothing more precise is known. */
export function errorCodeForStatus(status: number): ErrorCode {
  return GENERIC_CODES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR');
}

const GENERIC_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};
