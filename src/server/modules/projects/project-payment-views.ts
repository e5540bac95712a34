/**
 * Reading a project's payments (issue 20, payments by invoice and bank transfer): the rows of
 * `project_payments` as `src/shared/contracts/projects.ts` shapes them, the money summary of the room
 * and the confirmed sums of many projects in one query for the lists. Writes live in
 * `project-payments.ts`; kept apart from it so `project-views.ts` can read payments without a cycle.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentSummary, ProjectPayment } from '@shared/contracts/projects';
import type { Db } from '../../db/client';
import { projectPayments } from '../../db/schema';
import { describeFiles, type StoredFile, toAttachment } from '../files/files.service';

export type PaymentRow = typeof projectPayments.$inferSelect;

/** The payment requests of a project, oldest first. */
export function paymentsOf(db: Pick<Db, 'select'>, projectId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(projectPayments)
    .where(eq(projectPayments.projectId, projectId))
    .orderBy(asc(projectPayments.createdAt), asc(projectPayments.id));
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function fileOf(files: Map<string, StoredFile>, id: string | null): ProjectPayment['invoiceFile'] {
  const f = id ? files.get(id) : undefined;
  return f ? toAttachment(f) : null;
}

/** Payment rows as the room shows them, with their invoice and receipt described (one query for the files). */
export async function toPayments(db: Pick<Db, 'select'>, rows: readonly PaymentRow[]): Promise<ProjectPayment[]> {
  const files = await describeFiles(
    db,
    rows.flatMap((r) => [r.invoiceFileId, r.receiptFileId]).filter((id): id is string => id !== null),
  );
  return rows.map((r) => ({
    id: r.id,
    milestoneId: r.milestoneId,
    invoiceNumber: r.invoiceNumber,
    amount: r.amount,
    currency: r.currency,
    dueDate: r.dueDate,
    iban: r.iban,
    status: r.status,
    invoiceFile: fileOf(files, r.invoiceFileId),
    receiptFile: fileOf(files, r.receiptFileId),
    createdAt: r.createdAt.toISOString(),
    paidAt: iso(r.paidAt),
    confirmedAt: iso(r.confirmedAt),
  }));
}

/**
 * The money of a project in minor units: confirmed, marked paid and awaiting the partner's
 * confirmation, requested and not yet paid, and outstanding (`totalAmount` less the confirmed sum).
 */
export function paymentSummaryOf(totalAmount: number, rows: readonly Pick<PaymentRow, 'status' | 'amount'>[]) {
  const sum = (status: PaymentRow['status']) =>
    rows.filter((r) => r.status === status).reduce((s, r) => s + r.amount, 0);
  const confirmed = sum('confirmed');
  return {
    confirmed,
    awaitingConfirmation: sum('paid'),
    requested: sum('pending'),
    outstanding: totalAmount - confirmed,
  } satisfies PaymentSummary;
}

/** The confirmed payments' sum of each of `projectIds` (minor units; absent means 0), in one query. */
export async function confirmedAmounts(
  db: Pick<Db, 'select'>,
  projectIds: readonly string[],
): Promise<Map<string, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ projectId: projectPayments.projectId, sum: sql<string>`sum(${projectPayments.amount})` })
    .from(projectPayments)
    .where(and(inArray(projectPayments.projectId, [...projectIds]), eq(projectPayments.status, 'confirmed')))
    .groupBy(projectPayments.projectId);
  // sum(bigint) is numeric: the driver answers a string.
  return new Map(rows.map((r) => [r.projectId, Number(r.sum)]));
}
