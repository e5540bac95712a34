/**
 * The contract of a project as a PDF (issue 20: `GET /api/projects/{id}/contract.pdf?lang=tr|en`):
 * both parties, the scope and price copied from the accepted offer (lines, VAT, totals, delivery time,
 * terms), the milestone plan, each side's signature (who, when, IP, the hash they signed) and the
 * contract's SHA-256 digest, so a printed copy can be checked against the platform's record.
 * Drawn with the shared primitives of `lib/pdf.ts`; labels from the message catalogue (`projects.pdf*`,
 * and the quote PDF's `quotes.pdf*` for the lines and totals, which read the same).
 */
import { asc, eq } from 'drizzle-orm';
import type { Currency, Language, ProjectSide, ProjectStatus } from '@shared/constants';
import { formatMoney, type QuoteLineItem } from '@shared/money';
import type { Db } from '../../db/client';
import { partners, projectSignatures, quoteRequests } from '../../db/schema';
import { type MessageKey, t } from '../../lib/messages';
import {
  drawFacts,
  drawParties,
  drawPdfHeader,
  drawSection,
  drawTable,
  drawTotals,
  finishPdf,
  openPdf,
  PDF_COLOR,
  PDF_SIZE,
  type PdfColumn,
} from '../../lib/pdf';
import type { Viewer } from '../../lib/viewer';
import { contactOf, contractHash, milestonesOf, visibleProject } from './project-views';

/** Everything the contract PDF shows; amounts in minor units, days `YYYY-MM-DD`, times ISO 8601. */
export interface ContractPdfData {
  projectId: string;
  title: string;
  status: ProjectStatus;
  createdAt: string;
  partner: {
    companyName: string;
    contactPerson: string | null;
    email: string | null;
    phone: string | null;
    city: string | null;
  };
  buyer: { fullName: string; companyName: string; email: string; phone: string };
  items: QuoteLineItem[];
  vatRate: number;
  currency: Currency;
  subtotal: number;
  vatAmount: number;
  totalAmount: number;
  deliveryTime: string | null;
  terms: string | null;
  milestones: { title: string; description: string | null; dueDate: string | null; amount: number }[];
  signatures: { side: ProjectSide; name: string; signedAt: string; ip: string; contractHash: string }[];
  contractHash: string;
}

const STATUS_KEY = {
  contract_pending: 'projects.pdfStatusContractPending',
  active: 'projects.pdfStatusActive',
  completed: 'projects.pdfStatusCompleted',
  cancelled: 'projects.pdfStatusCancelled',
} as const satisfies Record<ProjectStatus, MessageKey>;

/**
 * What the contract PDF of project `id` shows, and its default language (the caller's own), for the
 * two sides and admins.
 * @throws AppError PROJECT_NOT_FOUND (404) for anyone else or an unknown or malformed id
 */
export async function contractPdfData(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<{ data: ContractPdfData; language: Language }> {
  const { parties } = await visibleProject(db, viewer, id);
  const { project } = parties;
  const [milestones, signatures, [partner], [request], caller] = await Promise.all([
    milestonesOf(db, project.id),
    db
      .select()
      .from(projectSignatures)
      .where(eq(projectSignatures.projectId, project.id))
      .orderBy(asc(projectSignatures.signedAt)),
    db
      .select({
        companyName: partners.companyName,
        contactPerson: partners.contactPerson,
        email: partners.email,
        phone: partners.phone,
        city: partners.city,
      })
      .from(partners)
      .where(eq(partners.id, project.partnerId)),
    db
      .select({
        fullName: quoteRequests.fullName,
        companyName: quoteRequests.companyName,
        email: quoteRequests.email,
        phone: quoteRequests.phone,
      })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, project.quoteRequestId)),
    contactOf(db, viewer.id),
  ]);
  return {
    language: caller?.language ?? 'tr',
    data: {
      projectId: project.id,
      title: project.title,
      status: project.status,
      createdAt: project.createdAt.toISOString(),
      partner: partner ?? {
        companyName: parties.partner.companyName,
        contactPerson: null,
        email: null,
        phone: null,
        city: null,
      },
      buyer: request ?? { fullName: parties.buyer.name, companyName: parties.buyer.companyName, email: '', phone: '' },
      items: project.items,
      vatRate: project.vatRate,
      currency: project.currency,
      subtotal: project.subtotal,
      vatAmount: project.vatAmount,
      totalAmount: project.totalAmount,
      deliveryTime: project.deliveryTime,
      terms: project.terms,
      milestones: milestones.map((m) => ({
        title: m.title,
        description: m.description,
        dueDate: m.dueDate,
        amount: m.amount,
      })),
      signatures: signatures.map((s) => ({
        side: s.side,
        name: s.signerName,
        signedAt: s.signedAt.toISOString(),
        ip: s.ip,
        contractHash: s.contractHash,
      })),
      contractHash: contractHash(parties, milestones),
    },
  };
}

const LINE_COLUMNS: PdfColumn[] = [
  { width: 24, align: 'left' },
  { align: 'left' },
  { width: 58, align: 'right', fit: true },
  { width: 100, align: 'right', fit: true },
  { width: 100, align: 'right', fit: true },
];
const MILESTONE_COLUMNS: PdfColumn[] = [
  { width: 24, align: 'left' },
  { align: 'left' },
  { width: 110, align: 'right', fit: true },
  { width: 110, align: 'right', fit: true },
];

/**
 * Renders the contract in `language`.
 * @param data the contract's content, see {@link ContractPdfData}
 * @param language labels, amounts and dates in Turkish (tr-TR) or English (en-GB)
 * @returns the PDF bytes (A4, as many pages as needed, numbered)
 * @throws Error when the font files cannot be read (the `dejavu-fonts-ttf` package is missing)
 */
export function renderContractPdf(data: ContractPdfData, language: Language): Promise<Buffer> {
  const label = (key: MessageKey, params: Record<string, string | number> = {}) => t(language, key, params);
  const money = (minor: number) => formatMoney(minor, data.currency, language);
  const w = openPdf(language, {
    Title: `${label('projects.pdfTitle')}: ${data.title}`,
    Author: data.partner.companyName,
    Subject: data.title,
    Creator: label('quotes.pdfPlatform'),
    Keywords: label('projects.pdfTitle'),
  });
  const fmt = w.format;

  drawPdfHeader(w, {
    platform: label('quotes.pdfPlatform'),
    title: label('projects.pdfTitle'),
    facts: [
      `${label('projects.pdfProjectNo')}: ${data.projectId.slice(0, 8).toUpperCase()}`,
      `${label('quotes.pdfDate')}: ${fmt.moment(data.createdAt)}`,
      `${label('projects.pdfStatus')}: ${label(STATUS_KEY[data.status])}`,
    ],
    subject: data.title,
  });
  drawParties(w, [
    {
      heading: label('projects.pdfPartner'),
      lines: [
        data.partner.companyName,
        data.partner.contactPerson,
        data.partner.email,
        data.partner.phone,
        data.partner.city,
      ],
    },
    {
      heading: label('projects.pdfBuyer'),
      lines: [data.buyer.companyName, data.buyer.fullName, data.buyer.email, data.buyer.phone],
    },
  ]);

  drawSection(w, label('projects.pdfScope'));
  drawTable(
    w,
    LINE_COLUMNS,
    [
      label('quotes.pdfLineNo'),
      label('quotes.pdfDescription'),
      label('quotes.pdfQuantity'),
      label('quotes.pdfUnitPrice'),
      label('quotes.pdfAmount'),
    ],
    data.items.map((item, i) => [
      String(i + 1),
      item.description,
      fmt.quantity(item.quantity),
      money(item.unitPrice),
      money(item.amount),
    ]),
  );
  drawTotals(w, [
    { label: label('quotes.pdfSubtotal'), value: money(data.subtotal) },
    { label: label('quotes.pdfVat', { rate: data.vatRate }), value: money(data.vatAmount) },
    { label: label('quotes.pdfTotal'), value: money(data.totalAmount), strong: true },
  ]);
  drawFacts(w, [[label('quotes.pdfDeliveryTime'), data.deliveryTime]]);
  if (data.terms) {
    w.doc.moveDown(0.6);
    drawSection(w, label('quotes.pdfTerms'), data.terms, 'heading');
  }

  w.doc.moveDown(0.6);
  drawSection(w, label('projects.pdfMilestones'));
  drawTable(
    w,
    MILESTONE_COLUMNS,
    [
      label('quotes.pdfLineNo'),
      label('projects.pdfMilestone'),
      label('projects.pdfDueDate'),
      label('quotes.pdfAmount'),
    ],
    data.milestones.map((m, i) => [
      String(i + 1),
      m.description ? `${m.title}\n${m.description}` : m.title,
      m.dueDate ? fmt.day(m.dueDate) : label('projects.pdfAtDelivery'),
      money(m.amount),
    ]),
  );

  w.doc.moveDown(1);
  drawSection(w, label('projects.pdfSignatures'));
  for (const side of ['partner', 'buyer'] as const) {
    const s = data.signatures.find((x) => x.side === side);
    const party = side === 'partner' ? data.partner.companyName : data.buyer.companyName;
    const text = s
      ? label('projects.pdfSignedBy', {
          name: s.name,
          time: fmt.momentWithTime(s.signedAt),
          ip: s.ip,
          hash: s.contractHash,
        })
      : label('projects.pdfNotSigned');
    drawFacts(w, [[`${label(side === 'partner' ? 'projects.pdfPartner' : 'projects.pdfBuyer')} (${party})`, text]]);
    w.doc.moveDown(0.3);
  }
  w.doc.moveDown(0.6);
  drawSection(w, label('projects.pdfHash'), data.contractHash);
  w.doc
    .font('Sans')
    .fontSize(PDF_SIZE.small)
    .fillColor(PDF_COLOR.muted)
    .text(label('projects.pdfHashNote'), w.left, w.doc.y - 8, { width: w.width });

  return finishPdf(w, label('projects.pdfFooter'), (page, pages) => label('quotes.pdfPage', { page, pages }));
}
