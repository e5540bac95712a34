/**
 * Planned maintenance windows (issue 22 "Maintenance"; docs/decisions/040-maintenance-windows.md): a
 * master_admin schedules a start, an end and a short message in Turkish and English; every page shows
 * it as a banner beforehand and during, `/sys-status` shows it, every active user is told once, and
 * during the window the API refuses non-admins' writes with 503 `MAINTENANCE` and `Retry-After`.
 *
 * Contracts of GET /api/maintenance (public), and GET/POST /api/admin/system-config/maintenance,
 * PUT/DELETE /api/admin/system-config/maintenance/{id} (master_admin). Times are ISO 8601 strings.
 */
import { z } from 'zod';
import { DB_INT_MAX } from '../constants';
import type { MessageKey } from '../messages';

type MaintenanceMessage = Extract<MessageKey, `maintenance.${string}`>;

/** Longest banner message per language, in characters after {@link normaliseMaintenanceMessage}. */
export const MAINTENANCE_MESSAGE_MAX = 300;
/** Longest window, in hours: a typo in the end date must not close the platform for a year. */
export const MAINTENANCE_MAX_HOURS = 72;
/**
 * How far in the past a new start may lie, in seconds: "now" typed into the form is a few seconds old
 * when it reaches the server.
 */
export const MAINTENANCE_START_GRACE_SECONDS = 120;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The stored form of a banner message: NFC, every run of white space (line breaks included: the
 * banner is one paragraph) one space, control and bidirectional override characters removed, trimmed.
 * The length limits apply to this form, on the client and the server.
 */
export function normaliseMaintenanceMessage(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').replace(CONTROL, '').trim();
}

const message = z
  .string({ error: 'maintenance.messageRequired' satisfies MaintenanceMessage })
  .transform(normaliseMaintenanceMessage)
  .pipe(
    z
      .string()
      .min(1, { error: 'maintenance.messageRequired' satisfies MaintenanceMessage })
      .max(MAINTENANCE_MESSAGE_MAX, { error: 'maintenance.messageTooLong' satisfies MaintenanceMessage }),
  );

const instant = z.iso.datetime({ offset: true, error: 'maintenance.invalidTime' satisfies MaintenanceMessage });

/** The message in both languages. */
export const maintenanceMessagesSchema = z.object({ tr: z.string(), en: z.string() });
export type MaintenanceMessages = z.infer<typeof maintenanceMessagesSchema>;

/**
 * Why a window's times are not acceptable at `now`, as field → message key (empty when they are):
 * the end after the start, the start not before now (less {@link MAINTENANCE_START_GRACE_SECONDS}),
 * at most {@link MAINTENANCE_MAX_HOURS} hours long. The form and the server ask the same function.
 */
export function maintenanceTimeIssues(
  startsAt: Date,
  endsAt: Date,
  now: Date,
): Partial<Record<'startsAt' | 'endsAt', MaintenanceMessage>> {
  const issues: Partial<Record<'startsAt' | 'endsAt', MaintenanceMessage>> = {};
  if (startsAt.getTime() < now.getTime() - MAINTENANCE_START_GRACE_SECONDS * 1000) {
    issues.startsAt = 'maintenance.startInPast';
  }
  if (endsAt.getTime() <= startsAt.getTime()) issues.endsAt = 'maintenance.endBeforeStart';
  else if (endsAt.getTime() - startsAt.getTime() > MAINTENANCE_MAX_HOURS * 3_600_000) {
    issues.endsAt = 'maintenance.tooLong';
  }
  return issues;
}

/**
 * Body of POST /api/admin/system-config/maintenance and PUT …/{id} (the whole window each time):
 * start and end with their offset, the banner message in both languages (each required,
 * {@link normaliseMaintenanceMessage}d, at most {@link MAINTENANCE_MESSAGE_MAX} characters). The
 * rules about time ({@link maintenanceTimeIssues}) need the server's clock and are checked there.
 */
export const maintenanceWindowInputSchema = z.object({
  startsAt: instant,
  endsAt: instant,
  message: z.object({ tr: message, en: message }),
});
export type MaintenanceWindowInputValues = z.input<typeof maintenanceWindowInputSchema>;
export type MaintenanceWindowInput = z.output<typeof maintenanceWindowInputSchema>;

/** Path of PUT and DELETE /api/admin/system-config/maintenance/{id}. */
export const maintenanceWindowParamsSchema = z.object({
  id: z.coerce.number<number | string>().int().positive().max(DB_INT_MAX),
});

/**
 * Where a window stands: `scheduled` (not started: it may still be edited or cancelled), `active`
 * (writes refused now), `ended`, `cancelled` (before it started).
 */
export const MAINTENANCE_STATES = ['scheduled', 'active', 'ended', 'cancelled'] as const;
export type MaintenanceState = (typeof MAINTENANCE_STATES)[number];

/** A window as the admin list shows it. `announcedAt`: when every active user had been told (null: not yet). */
export const maintenanceWindowSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  message: maintenanceMessagesSchema,
  state: z.enum(MAINTENANCE_STATES),
  createdAt: z.string(),
  announcedAt: z.string().nullable(),
});
export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

/** How many ended or cancelled windows the admin list keeps below the coming ones. */
export const MAINTENANCE_PAST_SHOWN = 10;

/** GET /api/admin/system-config/maintenance: coming and current windows first (soonest first), then the latest past ones. */
export const maintenanceWindowListSchema = z.array(maintenanceWindowSchema);

/**
 * GET /api/maintenance: the current window, else the next one, else null. `active` is the server's
 * verdict at answer time; a page open across the start flips on its own from `startsAt`.
 */
export const publicMaintenanceSchema = z.object({
  window: z
    .object({
      id: z.number().int(),
      startsAt: z.string(),
      endsAt: z.string(),
      message: maintenanceMessagesSchema,
      active: z.boolean(),
    })
    .nullable(),
});
export type PublicMaintenance = z.infer<typeof publicMaintenanceSchema>;
export type PublicMaintenanceWindow = NonNullable<PublicMaintenance['window']>;
