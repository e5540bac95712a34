/**
 * Projects after the handshake (issue 20; spec §2 "ongoing projects"; docs/decisions/020-projects.md):
 * an accepted offer becomes a project with a contract both sides sign, and milestones the partner
 * delivers and the buyer approves. One schema for both sides. Money: integers in the currency's minor
 * unit (`shared/money.ts`). Dates: ISO 8601 strings; calendar days `YYYY-MM-DD` (Europe/Istanbul).
 */
import { z } from 'zod';
import {
  CURRENCIES,
  MILESTONE_STATUSES,
  PAYMENT_STATUSES,
  PROJECT_FILE_KINDS,
  PROJECT_SIDES,
  PROJECT_STATUSES,
} from '../constants';
import type { MessageKey } from '../messages';
import { quoteAttachmentSchema, quoteLineItemSchema } from './quotes';

type ProjectMessage = Extract<MessageKey, `projects.${string}`>;

/** Most milestones of one plan. */
export const MILESTONES_MAX = 20;
/** Length limits of the project's texts. */
export const MILESTONE_TITLE_MAX_LENGTH = 200;
export const PROJECT_TEXT_MAX_LENGTH = 2000;
/** Shortest reason a cancellation request must give (after trimming). */
export const CANCEL_REASON_MIN_LENGTH = 10;

/** Path parameter `{id}` of the project routes: the project's uuid (anything else is answered 404). */
export const projectIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
/** Path parameters `{id}` and `{mid}` of the milestone routes. */
export const milestoneParamsSchema = projectIdParamsSchema.extend({
  mid: z.coerce.number().int().positive().max(2_147_483_647),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'projects.invalidDate' satisfies ProjectMessage });

const text = (min: number, tooShort: ProjectMessage, max = PROJECT_TEXT_MAX_LENGTH) =>
  z
    .string({ error: tooShort })
    .trim()
    .min(min, { error: tooShort })
    .max(max, { error: 'projects.tooLong' satisfies ProjectMessage });

/** One milestone of a plan the partner proposes (`PUT /api/projects/{id}/milestones`). */
export const milestoneInputSchema = z.object({
  title: text(1, 'projects.milestoneTitleRequired', MILESTONE_TITLE_MAX_LENGTH),
  description: z
    .string()
    .trim()
    .max(PROJECT_TEXT_MAX_LENGTH, { error: 'projects.tooLong' satisfies ProjectMessage })
    .optional()
    .transform((v) => (v ? v : null)),
  dueDate: day,
  /** Minor units of the project's currency; the plan's amounts sum to the contract total. */
  amount: z
    .number({ error: 'projects.invalidAmount' satisfies ProjectMessage })
    .int({ error: 'projects.invalidAmount' satisfies ProjectMessage })
    .positive({ error: 'projects.invalidAmount' satisfies ProjectMessage })
    .max(Number.MAX_SAFE_INTEGER, { error: 'projects.invalidAmount' satisfies ProjectMessage }),
});
export type MilestoneInput = z.input<typeof milestoneInputSchema>;

/** `PUT /api/projects/{id}/milestones`: the whole plan, in order (replaces the previous one). */
export const milestonePlanSchema = z.object({
  milestones: z
    .array(milestoneInputSchema)
    .min(1, { error: 'projects.milestonesRequired' satisfies ProjectMessage })
    .max(MILESTONES_MAX, { error: 'projects.tooManyMilestones' satisfies ProjectMessage }),
});
/** The plan as the client sends it. */
export type MilestonePlanInput = z.input<typeof milestonePlanSchema>;
/** The plan as the server reads it (trimmed; an empty description is null). */
export type MilestonePlan = z.output<typeof milestonePlanSchema>;

/** Most files one update, one delivery or one request may carry. */
export const PROJECT_FILES_MAX = 10;
/** A file id as the upload answered it (`id` of /api/upload/general); checked against its owner by the server. */
const fileIdSchema = z.string().max(64);
const fileIdsSchema = z
  .array(fileIdSchema)
  .max(PROJECT_FILES_MAX, { error: 'projects.tooManyFiles' satisfies ProjectMessage });

/**
 * `POST …/milestones/{mid}/submit`: what the partner delivered, with optional files (the caller's own
 * private uploads, recorded as `delivery` documents of the milestone and shared with the buyer).
 */
export const submitMilestoneSchema = z.object({
  message: text(1, 'projects.messageRequired'),
  fileIds: fileIdsSchema.optional().default([]),
});
export type SubmitMilestoneInput = z.input<typeof submitMilestoneSchema>;
/** `POST …/milestones/{mid}/request-changes`: what the buyer wants changed. */
export const requestChangesSchema = z.object({ message: text(1, 'projects.messageRequired') });
/** `POST /api/projects/{id}/cancel`: why. */
export const cancelProjectSchema = z.object({ reason: text(CANCEL_REASON_MIN_LENGTH, 'projects.reasonTooShort') });

/**
 * A document of the project (issue 20): a private file both sides and admins may download at `url`
 * (`/objects/{id}`), described like a quote attachment, with what it is, who added it and what it came with.
 */
export const projectFileSchema = quoteAttachmentSchema.extend({
  kind: z.enum(PROJECT_FILE_KINDS),
  addedBySide: z.enum(PROJECT_SIDES),
  createdAt: z.string(),
  /** The milestone it was delivered with (`delivery`), the update or the payment it came with; null otherwise. */
  milestoneId: z.number().int().nullable(),
  updateId: z.number().int().nullable(),
  paymentId: z.number().int().nullable(),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;

/** A milestone as both sides see it. */
export const milestoneSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** Null only for the first plan's single milestone, due at the offer's delivery time (free text). */
  dueDate: z.string().nullable(),
  amount: z.number().int(),
  status: z.enum(MILESTONE_STATUSES),
  submittedAt: z.string().nullable(),
  submitMessage: z.string().nullable(),
  changesMessage: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** The files delivered with it (`delivery` documents), newest first. */
  files: z.array(projectFileSchema),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** A signature of the contract: who signed for which side, when, and the contract text's hash then. */
export const signatureSchema = z.object({
  side: z.enum(PROJECT_SIDES),
  name: z.string(),
  signedAt: z.string(),
  contractHash: z.string(),
});
export type Signature = z.infer<typeof signatureSchema>;

/** A project in a list: enough for the row (status, next due item, approved of total). */
export const projectSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  /** The caller's side; admins who are neither see `admin`. */
  role: z.enum([...PROJECT_SIDES, 'admin']),
  partner: z.object({ id: z.number().int(), companyName: z.string(), username: z.string().nullable() }),
  buyer: z.object({ name: z.string(), companyName: z.string() }),
  currency: z.enum(CURRENCIES),
  totalAmount: z.number().int(),
  /** Sum of the approved milestones' amounts. */
  approvedAmount: z.number().int(),
  /** Sum of the confirmed payments (the partner confirmed the money arrived), minor units. */
  paidAmount: z.number().int(),
  /** The first milestone not yet approved, in plan order. */
  nextMilestone: z.object({ title: z.string(), dueDate: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** `GET /api/projects`: the caller's projects, newest activity first. */
export const projectListSchema = z.object({ projects: z.array(projectSummarySchema) });
export type ProjectList = z.infer<typeof projectListSchema>;

/** A to-do of the project, for one side (each side is one account: the buyer, the partner's owner). */
export const projectTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  assigneeSide: z.enum(PROJECT_SIDES),
  /** A calendar day `YYYY-MM-DD` (Europe/Istanbul), or none. */
  dueDate: z.string().nullable(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  /** Who ticked it off; null while open, or when that account is gone. */
  doneBySide: z.enum(PROJECT_SIDES).nullable(),
  createdBySide: z.enum(PROJECT_SIDES),
  createdAt: z.string(),
});
export type ProjectTask = z.infer<typeof projectTaskSchema>;

/** A progress note of one side, with its files. */
export const projectUpdateSchema = z.object({
  id: z.number().int(),
  authorSide: z.enum(PROJECT_SIDES),
  body: z.string(),
  createdAt: z.string(),
  files: z.array(projectFileSchema),
});
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;
/** Longest invoice number of a payment request (after trimming). */
export const INVOICE_NUMBER_MAX_LENGTH = 50;

/** Path parameters `{id}` and `{pid}` of the payment routes. */
export const paymentParamsSchema = projectIdParamsSchema.extend({
  pid: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * `POST /api/projects/{id}/payments` (the partner): a payment for a milestone, by invoice and bank
 * transfer to the IBAN of the partner's profile. The server checks the rest: the milestone is the
 * project's, the requests of a milestone never sum past its amount, the invoice number is new in
 * the project, the due day is not before today (Europe/Istanbul), the file is the partner's own.
 */
export const paymentRequestSchema = z.object({
  milestoneId: z
    .number({ error: 'projects.paymentMilestoneRequired' satisfies ProjectMessage })
    .int({ error: 'projects.paymentMilestoneRequired' satisfies ProjectMessage })
    .positive({ error: 'projects.paymentMilestoneRequired' satisfies ProjectMessage })
    .max(2_147_483_647, { error: 'projects.paymentMilestoneRequired' satisfies ProjectMessage }),
  invoiceNumber: text(1, 'projects.invoiceNumberRequired', INVOICE_NUMBER_MAX_LENGTH),
  /** Minor units of the project's currency. */
  amount: z
    .number({ error: 'projects.invalidAmount' satisfies ProjectMessage })
    .int({ error: 'projects.invalidAmount' satisfies ProjectMessage })
    .positive({ error: 'projects.invalidAmount' satisfies ProjectMessage })
    .max(Number.MAX_SAFE_INTEGER, { error: 'projects.invalidAmount' satisfies ProjectMessage }),
  /** Last day of the transfer, `YYYY-MM-DD` (Europe/Istanbul). */
  dueDate: day,
  /** The invoice, uploaded first as a private file (POST /api/upload/general); shared with the buyer. */
  invoiceFileId: z
    .uuid({ error: 'projects.fileInvalid' satisfies ProjectMessage })
    .nullable()
    .optional(),
});
export type PaymentRequestInput = z.input<typeof paymentRequestSchema>;
export type PaymentRequest = z.output<typeof paymentRequestSchema>;

/** `POST /api/projects/{id}/payments/{pid}/paid` (the buyer): the bank receipt (dekont), required. */
export const markPaymentPaidSchema = z.object({
  receiptFileId: z.uuid({ error: 'projects.receiptRequired' satisfies ProjectMessage }),
});
export type MarkPaymentPaid = z.infer<typeof markPaymentPaidSchema>;

/** A payment request as both sides and admins see it: `pending` → `paid` → `confirmed`. */
export const projectPaymentSchema = z.object({
  id: z.number().int(),
  milestoneId: z.number().int(),
  invoiceNumber: z.string(),
  /** Minor units of `currency` (the project's). */
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  dueDate: z.string(),
  /** The partner's IBAN when the payment was requested, electronic format (no spaces). */
  iban: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** The invoice and the receipt (dekont): private files the two sides and admins read at `url`. */
  invoiceFile: quoteAttachmentSchema.nullable(),
  receiptFile: quoteAttachmentSchema.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type ProjectPayment = z.infer<typeof projectPaymentSchema>;

/**
 * The money of a project in minor units: `confirmed` (the partner confirmed it arrived),
 * `awaitingConfirmation` (marked paid by the buyer), `requested` (asked, not yet paid) and
 * `outstanding` (the contract total less what is confirmed).
 */
export const paymentSummarySchema = z.object({
  confirmed: z.number().int(),
  awaitingConfirmation: z.number().int(),
  requested: z.number().int(),
  outstanding: z.number().int(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** The project room: the contract (the accepted offer's lines and terms), signatures and milestones. */
export const projectSchema = projectSummarySchema.extend({
  quoteRequestId: z.number().int(),
  quoteResponseId: z.number().int(),
  items: z.array(quoteLineItemSchema),
  /** Percent. */
  vatRate: z.number().int(),
  subtotal: z.number().int(),
  vatAmount: z.number().int(),
  deliveryTime: z.string().nullable(),
  terms: z.string().nullable(),
  /** SHA-256 (hex) of the contract text as it stands; a signature counts only for this hash. */
  contractHash: z.string(),
  signatures: z.array(signatureSchema),
  milestones: z.array(milestoneSchema),
  /** The to-dos of both sides, oldest first. */
  tasks: z.array(projectTaskSchema),
  /** Progress notes with their files, newest first. */
  updates: z.array(projectUpdateSchema),
  /** Every document of the project (with updates, deliveries, payments, or on its own), newest first. */
  files: z.array(projectFileSchema),
  /** An open cancellation request, waiting for the other side. */
  cancelRequest: z.object({ side: z.enum(PROJECT_SIDES), reason: z.string(), requestedAt: z.string() }).nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Why an admin closed the project, when one did. */
  adminNote: z.string().nullable(),
  /** Payment requests, oldest first. */
  payments: z.array(projectPaymentSchema),
  paymentSummary: paymentSummarySchema,
});
export type Project = z.infer<typeof projectSchema>;

/** Projects per page of the admins' list. */
export const ADMIN_PROJECTS_PAGE_SIZE = 20;

/** Query of `GET /api/admin/projects`: a state, a search over title and both companies, a page. */
export const adminProjectsQuerySchema = z.object({
  status: z.enum(PROJECT_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminProjectsQuery = z.output<typeof adminProjectsQuerySchema>;

/** `GET /api/admin/projects`: one page, the total of the filter, and the count of every state. */
export const adminProjectsPageSchema = z.object({
  projects: z.array(projectSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.record(z.enum(PROJECT_STATUSES), z.number().int()),
});
export type AdminProjectsPage = z.infer<typeof adminProjectsPageSchema>;

/** `PATCH /api/admin/projects/{id}`: an admin completes or cancels an open project, saying why. */
export const adminProjectUpdateSchema = z.object({
  status: z.enum(['completed', 'cancelled']),
  note: text(3, 'projects.noteTooShort'),
});
export type AdminProjectUpdate = z.infer<typeof adminProjectUpdateSchema>;

/** Length limits of tasks and updates (issue 20). */
export const TASK_TITLE_MAX_LENGTH = 200;
export const UPDATE_BODY_MAX_LENGTH = 5000;

/** Path parameters `{id}` and `{tid}` of `PATCH /api/projects/{id}/tasks/{tid}`. */
export const taskParamsSchema = projectIdParamsSchema.extend({
  tid: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * `POST /api/projects/{id}/tasks`: a to-do for one side. The due date may not be before today in
 * Istanbul (the server checks it against its own clock, as for milestones).
 */
export const createTaskSchema = z.object({
  title: text(1, 'projects.taskTitleRequired', TASK_TITLE_MAX_LENGTH),
  description: z
    .string()
    .trim()
    .max(PROJECT_TEXT_MAX_LENGTH, { error: 'projects.tooLong' satisfies ProjectMessage })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  assigneeSide: z.enum(PROJECT_SIDES, { error: 'projects.assigneeRequired' satisfies ProjectMessage }),
  dueDate: z
    .union([z.literal(''), day])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type CreateTaskInput = z.input<typeof createTaskSchema>;
export type CreateTask = z.output<typeof createTaskSchema>;

/** `PATCH /api/projects/{id}/tasks/{tid}`: tick a task off (`true`) or open it again (`false`). */
export const updateTaskSchema = z.object({ done: z.boolean() });
export type UpdateTask = z.infer<typeof updateTaskSchema>;

/** One file to record in the project: the caller's own private upload and what it is. */
export const projectFileInputSchema = z.object({
  fileId: fileIdSchema,
  kind: z.enum(PROJECT_FILE_KINDS, { error: 'projects.fileKindRequired' satisfies ProjectMessage }),
});
export type ProjectFileInput = z.infer<typeof projectFileInputSchema>;

/** `POST /api/projects/{id}/updates`: a progress note with up to {@link PROJECT_FILES_MAX} files. */
export const createUpdateSchema = z.object({
  body: text(1, 'projects.updateBodyRequired', UPDATE_BODY_MAX_LENGTH),
  files: z
    .array(projectFileInputSchema)
    .max(PROJECT_FILES_MAX, { error: 'projects.tooManyFiles' satisfies ProjectMessage })
    .optional()
    .default([]),
});
export type CreateUpdateInput = z.input<typeof createUpdateSchema>;
export type CreateUpdate = z.output<typeof createUpdateSchema>;

/** `POST /api/projects/{id}/files`: one document on its own. */
export const addProjectFileSchema = projectFileInputSchema;
