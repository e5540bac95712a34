/**
 * Business constants shared by server and client.
 * Sources: spec section 3 (entities, enums) and section 9 (limits).
 */

/** The 16 category slugs, in the spec's order (spec §3, Category). */
export const CATEGORY_SLUGS = [
  'pazar-analizi',
  'gumruk',
  'lojistik',
  'pazarlama',
  'fotograf',
  'danismanlik',
  'hukuk',
  'finans',
  'marka',
  'fuar',
  'uretim',
  'paketleme',
  'odeme',
  'eticaret',
  'pazaryeri',
  'it',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** Category count shown when the live count is not known yet (spec §9). */
export const CATEGORY_COUNT_FALLBACK = 16;

/** Account types (spec §6). */
export const USER_TYPES = ['user', 'partner', 'master_admin', 'editor_admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Quote request status (spec §4); `cancelled`: withdrawn by the buyer while unanswered (issue 20). */
export const QUOTE_STATUSES = ['pending', 'responded', 'accepted', 'completed', 'rejected', 'cancelled'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/**
 * State of one priced answer (docs/decisions/013-quotes.md): `sent` until the requester decides
 * (`accepted`, `rejected`) or the partner withdraws it (`cancelled`). A revision keeps the state `sent`.
 */
export const QUOTE_RESPONSE_STATUSES = ['sent', 'accepted', 'rejected', 'cancelled'] as const;
export type QuoteResponseStatus = (typeof QUOTE_RESPONSE_STATUSES)[number];

/**
 * A project's states (issue 20; docs/decisions/020-projects.md): created `contract_pending` when an
 * offer is accepted, `active` once both sides signed the contract, then `completed` or `cancelled`.
 */
export const PROJECT_STATUSES = ['contract_pending', 'active', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** A milestone's states: submitted as delivered by the partner, then approved or sent back by the buyer. */
export const MILESTONE_STATUSES = ['pending', 'submitted', 'changes_requested', 'approved'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/**
 * A payment request's states (issue 20, payments by invoice and bank transfer): the partner asks
 * (`pending`), the buyer marks it paid with a receipt (`paid`), the partner confirms receipt (`confirmed`).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'confirmed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a project file is (issue 20): the papers of an export job, private to the two sides and admins. */
export const PROJECT_FILE_KINDS = [
  'invoice',
  'packing_list',
  'customs_declaration',
  'receipt',
  'delivery',
  'contract',
  'other',
] as const;
export type ProjectFileKind = (typeof PROJECT_FILE_KINDS)[number];

/** The two sides of a project: the exporter who accepted the offer, and the partner who made it. */
export const PROJECT_SIDES = ['buyer', 'partner'] as const;
export type ProjectSide = (typeof PROJECT_SIDES)[number];

/** Work type of the quote form (spec §3): monthly work or a project with optional dates. */
export const WORK_TYPES = ['monthly', 'project'] as const;
export type WorkType = (typeof WORK_TYPES)[number];

/** Partner application status (spec §4). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Budget options of the quote form, in TL (spec §3). */
export const BUDGET_OPTIONS = ['under-5k', '5k-15k', '15k-50k', '50k-100k', 'over-100k'] as const;
export type BudgetOption = (typeof BUDGET_OPTIONS)[number];

/** Company size options of the partner application (spec §3). */
export const COMPANY_SIZES = ['1-10', '11-30', '31-100', '100-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** Currencies of a quote response (PRODUCT-DECISIONS 15); amounts are stored in the minor unit (kuruş, cent). */
export const CURRENCIES = ['TRY', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Notification types (spec §3); unknown types get a default marker in the UI. */
export const NOTIFICATION_TYPES = [
  'quote_request',
  'quote_response',
  'partner_application',
  'follower',
  'project_update',
  'feedback',
  'newsletter_subscriber',
  'system_status',
  'partner_post',
  'campaign',
  'message_received',
  'profile_viewed',
  'service_inquiry',
  'payment_received',
  'payment_pending',
  'contract_signed',
  'milestone_reached',
  'deadline_approaching',
  'task_assigned',
  'task_completed',
  // Beyond the spec (issue 21, docs/decisions/028-partner-verification.md): an admin verified or
  // rejected one of the partner's registry documents; one of its verified documents expires soon.
  'verification_document_verified',
  'verification_document_rejected',
  'verification_expiring',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The e-mail template types: the 26 of spec §3, and `registration_pending` (issue 7). */
export const EMAIL_TEMPLATE_TYPES = [
  'partner_welcome',
  'quote_received',
  'quote_approved',
  'quote_rejected',
  'password_reset',
  'email_verification',
  'payment_confirmation',
  'project_reminder',
  'partner_application_received',
  'partner_application_approved',
  'partner_application_rejected',
  'newsletter_welcome',
  'newsletter_monthly',
  'project_started',
  'project_completed',
  'project_cancelled',
  'feedback_received',
  'feedback_reminder',
  'account_suspended',
  'account_reactivated',
  'new_message',
  'profile_incomplete',
  'weekly_summary',
  'system_maintenance',
  'data_export_ready',
  'security_alert',
  // Beyond the spec's 26 (issue 7; docs/decisions/003-identity.md): someone registered again with an
  // address whose account is still unverified; the mailbox owner may set a password with the link.
  'registration_pending',
  // Beyond the spec (issue 9; docs/decisions/013-quotes.md): a partner answered the requester's quote
  // request with a priced quote (the spec names mails to the partner only).
  'quote_response_received',
  // Beyond the spec (issue 21, docs/decisions/028-partner-verification.md): an admin rejected a
  // registry document (with the reason); a verified document expires in 30 or 7 days.
  'verification_document_rejected',
  'verification_expiring',
  // Beyond the spec (issue 21; docs/decisions/029-claimable-listings.md): a quote request reached a
  // listing without an account; the firm's address gets the request and a link to claim the listing.
  'partner_claim',
  // An admin invites a listing without an account to claim it, with no open request to announce.
  'partner_claim_invite',
  // Beyond the spec (issue 22; docs/decisions/035-partner-posts.md): a partner the user follows
  // published a post; sent only while the follower's `partnerUpdates` preference is on.
  'partner_post',
] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

/** The 10 SMS template types (spec §3). Content at most {@link SMS_MAX_LENGTH} characters. */
export const SMS_TEMPLATE_TYPES = [
  'otp_verification',
  'login_verification',
  'password_reset',
  'welcome',
  'campaign',
  'announcement',
  'reminder',
  'payment_confirmation',
  'appointment_reminder',
  'project_update',
] as const;
export type SmsTemplateType = (typeof SMS_TEMPLATE_TYPES)[number];
export const SMS_MAX_LENGTH = 160;

/** File sources (spec §3). */
export const FILE_SOURCES = [
  'message',
  'profile',
  'partner',
  'application',
  'payment',
  'post',
  'attached_assets',
  'object_storage_public',
  'object_storage_private',
] as const;
export type FileSource = (typeof FILE_SOURCES)[number];

/**
 * Kinds of a partner's registry documents (issue 21 "Verified"; docs/decisions/028): vergi levhası,
 * ticaret sicil gazetesi, faaliyet belgesi, and an authorisation (YYS/AEO, a licence…) named by its title.
 */
export const VERIFICATION_DOCUMENT_KINDS = [
  'tax_certificate',
  'trade_registry_gazette',
  'activity_certificate',
  'authorisation',
] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];

/**
 * The kinds a partner must have verified and unexpired to be "Doğrulanmış" (issue 21): the tax
 * certificate and the trade registry gazette, the two every Turkish company has.
 */
export const REQUIRED_VERIFICATION_KINDS = [
  'tax_certificate',
  'trade_registry_gazette',
] as const satisfies readonly VerificationDocumentKind[];

/** Where a registry document is in its review: waiting, verified (with an expiry day) or rejected (with a reason). */
export const VERIFICATION_DOCUMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationDocumentStatus = (typeof VERIFICATION_DOCUMENT_STATUSES)[number];

/** Partner activity types (spec §3). */
export const PARTNER_ACTIVITY_TYPES = ['login', 'profile_update', 'message_sent', 'quote_response'] as const;
export type PartnerActivityType = (typeof PARTNER_ACTIVITY_TYPES)[number];

/** Largest value of a PostgreSQL `integer` column (ids are `serial`): a larger id cannot exist. */
export const DB_INT_MAX = 2_147_483_647;

/** Catalogue page size; 'Daha Fazla Göster' shows when a page is full (spec §2, §9). */
export const CATALOGUE_PAGE_SIZE = 20;
/** Largest `limit` accepted by GET /api/partners. */
export const CATALOGUE_MAX_LIMIT = 100;

/**
 * Orders of the catalogue (issue 21, `sort` of GET /api/partners): `relevance` is the order the
 * catalogue always had (with a search, relevance; without, most followers then newest); `rating` best
 * average first (partners without reviews last); `response` fastest median first answer first (no data
 * last); `followers` most followed first; `newest` newest first. Ties always fall back to the id.
 */
export const CATALOGUE_SORTS = ['relevance', 'rating', 'response', 'followers', 'newest'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** The minimum ratings the catalogue offers as a filter, and counts in its facets (issue 21). */
export const CATALOGUE_MIN_RATINGS = [4.5, 4, 3.5, 3] as const;

/**
 * Longest search text, in characters, counted AFTER normalisation (NFKC can make one character 18;
 * issue 18, docs/decisions/001): every search field of the product (src/shared/contracts/search.ts).
 */
export const SEARCH_MAX_LENGTH = 200;
/**
 * Most words in a catalogue search (issue 18, docs/decisions/001): every word must match, each costs
 * its own index scan and possibly a typo lookup; ten holds a full Turkish company name ("… Dış Ticaret
 * Sanayi ve Ticaret Limited Şirketi"). Words as the SQL search splits them: runs of letters and digits.
 */
export const SEARCH_MAX_WORDS = 10;
/**
 * Longest text GET /api/search/suggest accepts, in characters after normalisation (issue 21): a
 * suggestion list is for the first words typed, so a longer text is refused (400) rather than searched.
 */
export const SUGGEST_MAX_LENGTH = 100;
/** Most suggestions per group (categories, services, cities, partners) of GET /api/search/suggest (issue 21). */
export const SUGGEST_GROUP_LIMIT = 5;

/** Supported UI languages; Turkish is the default (spec §1). */
export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';
/** Cookie that remembers the chosen language; the server reads it for error messages. */
export const LANGUAGE_COOKIE = 'lang';

/** Newsletter sources accepted by POST /api/newsletter/subscribe. */
export const NEWSLETTER_SOURCES = ['homepage', 'footer', 'partners'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/**
 * What a newsletter link did, told to the home page as `?newsletter=` (issue 22): the GET links of
 * confirmation and unsubscription (newsletter and campaign mails) redirect there, and the client shows
 * a banner for it and removes the parameter. Here, not in the newsletter contract, so the client's
 * entry chunk reads them without zod (docs/decisions/005).
 */
export const NEWSLETTER_OUTCOMES = ['confirmed', 'unsubscribed', 'invalid'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];
/** The query parameter that carries a {@link NewsletterOutcome}. */
export const NEWSLETTER_OUTCOME_PARAM = 'newsletter';

/**
 * Delivery state of a queued mail (ARCHITECTURE.md, mail; docs/decisions/002-mail-outbox.md):
 * `logged` means written to the log because no SMTP_URL is set. Shown in the admin e-mail log.
 */
export const EMAIL_OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'logged', 'failed'] as const;
export type EmailOutboxStatus = (typeof EMAIL_OUTBOX_STATUSES)[number];
/**
 * States of an `sms_outbox` row, the same life as a mail's (docs/decisions/043-sms-outbox.md):
 * `logged` means written to the log because no SMS_URL is set.
 */
export const SMS_OUTBOX_STATUSES = EMAIL_OUTBOX_STATUSES;
export type SmsOutboxStatus = EmailOutboxStatus;

/** Severity of a recorded system incident (PRODUCT-DECISIONS 21). */
export const INCIDENT_SEVERITIES = ['critical', 'major', 'minor'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

/** State of a recorded system incident (PRODUCT-DECISIONS 21). */
export const INCIDENT_STATUSES = ['investigating', 'resolved'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** Level of a grouped server log entry shown to admins (PRODUCT-DECISIONS 21). */
export const SYSTEM_LOG_LEVELS = ['error', 'warning', 'info'] as const;
export type SystemLogLevel = (typeof SYSTEM_LOG_LEVELS)[number];

/** Feedback categories of the feedback modal (issue 11). */
export const FEEDBACK_CATEGORIES = ['request', 'bug', 'feature', 'complaint', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** Where an admin has got with a piece of feedback (issue 11: PATCH /api/admin/feedback/{id}/status). */
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'resolved'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/**
 * A marketing campaign's life (issue 11): `draft` until sent; `sending` while its recipients are fed
 * to the outbox at a limited rate (state in the database, so a restart resumes it); `sent` when every
 * recipient has been queued.
 */
export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** One recipient of a campaign: waiting for its turn, or its mail written to the outbox. */
export const CAMPAIGN_RECIPIENT_STATUSES = ['pending', 'queued'] as const;
export type CampaignRecipientStatus = (typeof CAMPAIGN_RECIPIENT_STATUSES)[number];

/** What an admin audit entry is about (issue 11). */
export const AUDIT_TARGET_TYPES = [
  'user',
  'partner',
  'template',
  'system_config',
  'category',
  'service',
  'file',
  'campaign',
  'feedback',
  'project',
  'job',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * Every action the admin audit trail records (issue 11), as dotted verbs; the audit list names each
 * in both languages (adminUsers `audit.actions.*`).
 */
export const AUDIT_ACTIONS = [
  'user.created',
  'user.type.granted',
  'user.type.revoked',
  'user.deactivated',
  'user.reactivated',
  'user.partner.linked',
  'user.partner.unlinked',
  // Issue 22: a master admin turned off a locked-out user's two-factor sign-in (docs/decisions/044).
  'user.two_factor_reset',
  'template.email.updated',
  'template.notification.updated',
  'template.sms.updated',
  'template.campaign.created',
  'template.campaign.updated',
  'template.campaign.deleted',
  'system_config.site.updated',
  'system_config.seoSettings.updated',
  'system_config.mail.updated',
  'system_config.exchangeRates.updated',
  'system_config.retention.updated',
  'category.updated',
  'capabilities.updated',
  'service.created',
  'service.updated',
  'service.deleted',
  'file.uploaded',
  'file.visibility.changed',
  'file.deleted',
  'campaign.created',
  'campaign.sent',
  'campaign.deleted',
  'feedback.status.changed',
  'feedback.deleted',
  'project.completed',
  'project.cancelled',
  'job.retried',
  'partner.document.verified',
  'partner.document.rejected',
  'partner.created',
  'partner.imported',
  'partner.claimed',
  'partner.claim_link.sent',
  // Issue 22: an admin deleted a partner's post (the owner's own deletions are not audited).
  'partner.post.deleted',
  // Issue 22, maintenance windows (docs/decisions/040): target `system_config`, id the window's.
  'system_config.maintenance.scheduled',
  'system_config.maintenance.updated',
  'system_config.maintenance.cancelled',
  // Issue 22, two-factor sign-in required for admins (docs/decisions/044).
  'system_config.security.updated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What made a claim link (issue 21; docs/decisions/029): a quote request to the listing, an admin's
 * "send link", or the firm's own request from the profile ("Bu firma sizin mi?").
 */
export const CLAIM_LINK_ORIGINS = ['quote_request', 'admin', 'self'] as const;
export type ClaimLinkOrigin = (typeof CLAIM_LINK_ORIGINS)[number];

/**
 * Upload size limits in MB (spec §5 "Others", §9 Uploads): the default and each kind's. The server
 * refuses a larger file with 413 'Dosya çok büyük' / 'Maksimum dosya boyutu {n}MB olmalıdır.'
 */
export const UPLOAD_LIMITS_MB = {
  default: 10,
  logo: 5,
  cover: 10,
  document: 10,
  attachment: 10,
} as const;

/** The largest file any upload route accepts, in bytes (multipart's own cut-off). */
export const MAX_UPLOAD_BYTES = UPLOAD_LIMITS_MB.default * 1024 * 1024;
