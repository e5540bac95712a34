import { BanknoteIcon, CheckCircle2Icon, CopyIcon, FileTextIcon, ReceiptIcon, WalletIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { PaymentStatus } from '@shared/constants';
import {
  INVOICE_NUMBER_MAX_LENGTH,
  type Milestone,
  type Project,
  type ProjectPayment,
} from '@shared/contracts/projects';
import { addDays, istanbulToday } from '@shared/calendar';
import { formatIban } from '@shared/iban';
import { formatMoney, minorToText, parseMajorAmount } from '@shared/money';
import { FileUploadField } from '@/components/FileUploadField';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isApiError } from '@/lib/api';
import { copyText } from '@/lib/clipboard';
import { partnerPath } from '@/lib/routes';
import { formatDate, formatPercent } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { usePaymentAction } from '../api/project-payments';

/** Where a private upload goes (PDF or a photo of the receipt): `general` takes documents and images. */
const UPLOAD = { path: '/api/upload/general', field: 'file' } as const;

const STATUS_VARIANT = {
  pending: 'warning',
  paid: 'info',
  confirmed: 'success',
} as const satisfies Record<PaymentStatus, string>;

/** What is left to request of each milestone: its amount less its payment requests (minor units). */
function unrequested(project: Project): Map<number, number> {
  const left = new Map(project.milestones.map((m) => [m.id, m.amount]));
  for (const p of project.payments) left.set(p.milestoneId, (left.get(p.milestoneId) ?? 0) - p.amount);
  return left;
}

/** The first server field message of an error, if any (already translated). */
const fieldErrorOf = (error: unknown, field: string): string | undefined =>
  isApiError(error) ? error.fieldErrors?.[field]?.[0] : undefined;

function FileLink({ file, label }: { file: NonNullable<ProjectPayment['invoiceFile']>; label: string }) {
  return (
    <a
      href={file.url}
      target="_blank"
      rel="noopener"
      className="inline-flex max-w-full items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
      aria-label={`${label}: ${file.fileName}`}
    >
      <FileTextIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">{label}</span>
    </a>
  );
}

function IbanLine({ iban, copyable }: { iban: string; copyable: boolean }) {
  const { t } = useTranslation('projects');
  const shown = formatIban(iban);
  const copy = async () => {
    if (await copyText(iban)) toast.success(t('payments.ibanCopied'));
    else toast.error(t('payments.ibanCopyFailed'));
  };
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('payments.iban')}</span>
      <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground">{shown}</code>
      {copyable ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-7 px-2"
          onClick={() => void copy()}
          aria-label={t('payments.copyIban', { iban: shown })}
        >
          <CopyIcon aria-hidden="true" />
          {t('payments.copy')}
        </Button>
      ) : null}
    </div>
  );
}

function PaymentItem({
  project,
  payment,
  milestone,
  onPaid,
  onConfirm,
}: {
  project: Project;
  payment: ProjectPayment;
  milestone: Milestone | undefined;
  onPaid: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  const overdue = payment.status === 'pending' && payment.dueDate < istanbulToday();
  const canPay = project.role === 'buyer' && payment.status === 'pending' && project.status !== 'cancelled';
  const canConfirm = project.role === 'partner' && payment.status === 'paid';
  return (
    <li className="rounded-lg border p-4" data-testid="payment-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-foreground">{t('payments.invoice', { number: payment.invoiceNumber })}</h3>
          <p className="text-sm text-muted-foreground">{milestone?.title ?? t('payments.unknownMilestone')}</p>
        </div>
        <div className="flex items-center gap-2 sm:flex-col sm:items-end sm:gap-1">
          <span className="text-lg font-semibold tabular-nums text-foreground">
            {formatMoney(payment.amount, payment.currency, lang)}
          </span>
          <Badge variant={STATUS_VARIANT[payment.status]}>{t(`payments.status.${payment.status}`)}</Badge>
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">{t('payments.dueDate')}:</dt>
          <dd className={overdue ? 'font-medium text-danger' : 'text-foreground'}>
            {formatDate(payment.dueDate, lang)}
            {overdue ? ` · ${t('payments.overdue')}` : null}
          </dd>
        </div>
        {payment.paidAt ? (
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">{t('payments.paidAt')}:</dt>
            <dd className="text-foreground">{formatDate(payment.paidAt, lang)}</dd>
          </div>
        ) : null}
        {payment.confirmedAt ? (
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">{t('payments.confirmedAt')}:</dt>
            <dd className="text-foreground">{formatDate(payment.confirmedAt, lang)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-3">
        <IbanLine iban={payment.iban} copyable={project.role === 'buyer' && payment.status === 'pending'} />
      </div>
      {payment.invoiceFile || payment.receiptFile ? (
        <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
          {payment.invoiceFile ? <FileLink file={payment.invoiceFile} label={t('payments.invoiceFile')} /> : null}
          {payment.receiptFile ? <FileLink file={payment.receiptFile} label={t('payments.receiptFile')} /> : null}
        </div>
      ) : null}
      {canPay || canConfirm ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {canPay ? (
            <Button size="sm" onClick={onPaid}>
              <ReceiptIcon aria-hidden="true" />
              {t('payments.markPaid')}
            </Button>
          ) : null}
          {canConfirm ? (
            <Button size="sm" onClick={onConfirm}>
              <CheckCircle2Icon aria-hidden="true" />
              {t('payments.confirm')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** One figure of the summary: a row on phones, a tile from `sm`; `dot` matches its bar colour. */
function Figure({
  label,
  value,
  dot,
  tile,
  note,
}: {
  label: string;
  value: string;
  dot: string;
  tile?: string;
  note?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg border px-3 py-2 sm:block sm:p-3',
        tile,
      )}
    >
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <span className={cn('size-2 rounded-full', dot)} aria-hidden="true" />
        {label}
      </dt>
      <dd className="text-base font-semibold tabular-nums text-foreground sm:mt-1 sm:text-lg">{value}</dd>
      {note ? <dd className="w-full text-xs text-muted-foreground sm:mt-0.5">{note}</dd> : null}
    </div>
  );
}

/** The money at a glance: a bar of confirmed and awaiting confirmation, and the three figures. */
function Summary({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, project.currency, lang);
  const { confirmed, awaitingConfirmation, outstanding, requested } = project.paymentSummary;
  const total = project.totalAmount;
  const share = (minor: number) => (total > 0 ? Math.min(100, (minor / total) * 100) : 0);
  const confirmedPercent = Math.round(share(confirmed));
  const label = t('payments.progress', { paid: money(confirmed), total: money(total) });
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="font-medium text-foreground">{label}</span>
          <span className="tabular-nums text-muted-foreground">{formatPercent(confirmedPercent, lang)}</span>
        </div>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={confirmedPercent}
          className="flex h-2.5 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-success-dot" style={{ width: `${share(confirmed)}%` }} />
          <div className="h-full bg-warning-dot" style={{ width: `${share(awaitingConfirmation)}%` }} />
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3">
        <Figure
          label={t('payments.summary.confirmed')}
          value={money(confirmed)}
          tile="bg-success-soft/40"
          dot="bg-success-dot"
        />
        <Figure
          label={t('payments.summary.awaiting')}
          value={money(awaitingConfirmation)}
          tile="bg-warning-soft/40"
          dot="bg-warning-dot"
        />
        <Figure
          label={t('payments.summary.outstanding')}
          value={money(outstanding)}
          dot="bg-muted-foreground/40"
          note={requested > 0 ? t('payments.summary.requested', { amount: money(requested) }) : undefined}
        />
      </dl>
    </div>
  );
}

/**
 * The partner's payment request (POST /api/projects/{id}/payments): the milestone, the invoice
 * number, the amount (prefilled with what is left of the milestone), the due day and the invoice
 * file, uploaded as soon as it is picked. The server checks everything again; a missing IBAN is
 * explained with the way to the profile editor.
 */
function RequestPaymentDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  const fieldMessage = useFieldMessage();
  const action = usePaymentAction(project.id);
  const today = istanbulToday();
  const left = unrequested(project);
  const firstOpen = project.milestones.find((m) => (left.get(m.id) ?? 0) > 0);
  const [milestoneId, setMilestoneId] = useState<string>(firstOpen ? String(firstOpen.id) : '');
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [amount, setAmount] = useState(firstOpen ? minorToText(left.get(firstOpen.id)!, lang) : '');
  const [dueDate, setDueDate] = useState(addDays(today, 14));
  const [file, setFile] = useState<{ picked: boolean; id: string | null }>({ picked: false, id: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [ibanMissing, setIbanMissing] = useState(false);
  const money = (minor: number) => formatMoney(minor, project.currency, lang);
  const remaining = left.get(Number(milestoneId)) ?? 0;

  const submit = () => {
    const found: Record<string, string> = {};
    const minor = parseMajorAmount(amount, lang);
    if (!milestoneId) found.milestoneId = fieldMessage('projects.paymentMilestoneRequired')!;
    if (!invoiceNumber.trim()) found.invoiceNumber = fieldMessage('projects.invoiceNumberRequired')!;
    if (!minor) found.amount = fieldMessage('projects.invalidAmount')!;
    else if (milestoneId && minor > remaining) {
      found.amount = t('shared:projects.paymentExceedsMilestone', { remaining: money(remaining) });
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate)) found.dueDate = fieldMessage('projects.invalidDate')!;
    else if (dueDate < today) found.dueDate = fieldMessage('projects.paymentDueInPast')!;
    if (file.picked && !file.id) found.invoiceFileId = t('payments.waitUpload');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    action.mutate(
      {
        kind: 'request',
        body: {
          milestoneId: Number(milestoneId),
          invoiceNumber: invoiceNumber.trim(),
          amount: minor!,
          dueDate,
          ...(file.id ? { invoiceFileId: file.id } : {}),
        },
      },
      {
        onSuccess: () => {
          toast.success(t('payments.requested'));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'PROJECT_IBAN_MISSING') {
            setIbanMissing(true);
            return;
          }
          const server: Record<string, string> = {};
          for (const field of ['milestoneId', 'invoiceNumber', 'amount', 'dueDate', 'invoiceFileId']) {
            const message = fieldErrorOf(error, field);
            if (message) server[field] = message;
          }
          if (Object.keys(server).length > 0) setErrors(server);
          else toast.error(t('room.actionFailed'), { description: error.message });
        },
      },
    );
  };

  const profilePath = partnerPath({ id: project.partner.id, username: project.partner.username ?? '' });

  return (
    <FormDialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('payments.requestTitle')}
      description={t('payments.requestText')}
      onSubmit={submit}
      submitLabel={t('payments.requestSubmit')}
      busy={action.isPending}
      size="lg"
    >
      {ibanMissing ? (
        <Alert variant="warning">
          <AlertTitle>{t('payments.ibanMissingTitle')}</AlertTitle>
          <AlertDescription className="space-y-2">
            <p>{t('shared:projects.ibanMissing')}</p>
            <Button asChild size="sm" variant="outline">
              <Link to={profilePath}>{t('payments.toProfile')}</Link>
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <Field label={t('payments.milestone')} error={errors.milestoneId}>
        {(control) => (
          <Select
            value={milestoneId}
            onValueChange={(value) => {
              setMilestoneId(value);
              const rest = left.get(Number(value)) ?? 0;
              setAmount(rest > 0 ? minorToText(rest, lang) : '');
            }}
          >
            <SelectTrigger
              id={control.id}
              aria-invalid={control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
            >
              <SelectValue placeholder={t('payments.chooseMilestone')} />
            </SelectTrigger>
            <SelectContent>
              {project.milestones.map((m) => {
                const rest = left.get(m.id) ?? 0;
                return (
                  <SelectItem key={m.id} value={String(m.id)} disabled={rest <= 0}>
                    {t('payments.milestoneOption', { position: m.position, title: m.title, rest: money(rest) })}
                  </SelectItem>
                );
              })}
            </SelectContent>
          </Select>
        )}
      </Field>
      <Field label={t('payments.invoiceNumber')} error={errors.invoiceNumber}>
        {(control) => (
          <Input
            {...control}
            value={invoiceNumber}
            maxLength={INVOICE_NUMBER_MAX_LENGTH}
            autoComplete="off"
            onChange={(e) => setInvoiceNumber(e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('payments.amount', { currency: project.currency })}
          error={errors.amount}
          hint={milestoneId ? t('payments.amountHint', { rest: money(remaining) }) : undefined}
        >
          {(control) => (
            <Input {...control} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          )}
        </Field>
        <Field label={t('payments.dueDate')} error={errors.dueDate}>
          {(control) => (
            <Input {...control} type="date" min={today} value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
          )}
        </Field>
      </div>
      <FileUploadField
        label={t('payments.invoiceUpload')}
        kind="general"
        upload={UPLOAD}
        onFilesChange={(files) =>
          setFile((f) => (files.length > 0 ? { ...f, picked: true } : { picked: false, id: null }))
        }
        onUploaded={(result) => setFile({ picked: true, id: result.id })}
        onRemove={() => setFile({ picked: false, id: null })}
        error={errors.invoiceFileId}
        disabled={action.isPending}
      />
    </FormDialog>
  );
}

/**
 * The buyer marks a payment paid (POST …/payments/{pid}/paid) with the bank receipt, required and
 * uploaded as soon as it is picked; the IBAN and amount are repeated so the transfer can be checked.
 */
function MarkPaidDialog({
  project,
  payment,
  onClose,
}: {
  project: Project;
  payment: ProjectPayment;
  onClose: () => void;
}) {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  const action = usePaymentAction(project.id);
  const [file, setFile] = useState<{ picked: boolean; id: string | null }>({ picked: false, id: null });
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    if (!file.id) {
      setError(file.picked ? t('payments.waitUpload') : t('shared:projects.receiptRequired'));
      return;
    }
    setError(undefined);
    action.mutate(
      { kind: 'paid', paymentId: payment.id, body: { receiptFileId: file.id } },
      {
        onSuccess: () => {
          toast.success(t('payments.markedPaid'));
          onClose();
        },
        onError: (err) => {
          const field = fieldErrorOf(err, 'receiptFileId');
          if (field) setError(field);
          else {
            toast.error(t('room.actionFailed'), { description: err.message });
            onClose();
          }
        },
      },
    );
  };

  return (
    <FormDialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('payments.markPaidTitle')}
      description={t('payments.markPaidText')}
      onSubmit={submit}
      submitLabel={t('payments.markPaid')}
      busy={action.isPending}
      size="lg"
    >
      <div className="space-y-2 rounded-lg border bg-muted/40 p-3 text-sm">
        <dl className="space-y-2">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t('payments.invoiceNumber')}</dt>
            <dd className="font-medium text-foreground">{payment.invoiceNumber}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t('payments.amountLabel')}</dt>
            <dd className="font-semibold tabular-nums text-foreground">
              {formatMoney(payment.amount, payment.currency, lang)}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t('payments.recipient')}</dt>
            <dd className="text-right font-medium text-foreground">{project.partner.companyName}</dd>
          </div>
        </dl>
        <IbanLine iban={payment.iban} copyable />
      </div>
      <FileUploadField
        label={t('payments.receiptUpload')}
        kind="general"
        upload={UPLOAD}
        onFilesChange={(files) =>
          setFile((f) => (files.length > 0 ? { ...f, picked: true } : { picked: false, id: null }))
        }
        onUploaded={(result) => {
          setFile({ picked: true, id: result.id });
          setError(undefined);
        }}
        onRemove={() => setFile({ picked: false, id: null })}
        error={error}
        disabled={action.isPending}
      />
    </FormDialog>
  );
}

/**
 * The payments of a project room (issue 20, payments by invoice and bank transfer): how much is
 * confirmed, awaiting confirmation and outstanding, with a bar; each request with its state, due day,
 * invoice number, IBAN (copyable for the buyer who has to pay) and files; and the moves of the
 * caller's side: the partner requests and confirms, the buyer marks paid with a receipt. Actions a
 * side cannot make are not shown; the server decides again.
 */
export function PaymentsCard({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  const action = usePaymentAction(project.id);
  const [requesting, setRequesting] = useState(false);
  const [paying, setPaying] = useState<ProjectPayment | null>(null);
  const [confirming, setConfirming] = useState<ProjectPayment | null>(null);
  const payable = project.status === 'active' || project.status === 'completed';
  const left = unrequested(project);
  const canRequest = project.role === 'partner' && payable && [...left.values()].some((v) => v > 0);
  const milestoneOf = (id: number) => project.milestones.find((m) => m.id === id);

  const confirmNow = () => {
    if (!confirming) return;
    action.mutate(
      { kind: 'confirm', paymentId: confirming.id },
      {
        onSuccess: () => {
          toast.success(t('payments.confirmed'));
          setConfirming(null);
        },
        onError: (error) => {
          toast.error(t('room.actionFailed'), { description: error.message });
          setConfirming(null);
        },
      },
    );
  };

  return (
    <Card data-testid="payments-card">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <WalletIcon className="size-5 text-primary" aria-hidden="true" />
          {t('payments.title')}
        </CardTitle>
        {canRequest ? (
          <Button size="sm" onClick={() => setRequesting(true)}>
            <BanknoteIcon aria-hidden="true" />
            {t('payments.request')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-5">
        <Summary project={project} />
        {project.payments.length === 0 ? (
          <div className="rounded-lg border border-dashed p-6 text-center">
            <BanknoteIcon className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
            <p className="mt-2 font-medium text-foreground">{t('payments.emptyTitle')}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {project.status === 'contract_pending'
                ? t('payments.emptyContract')
                : project.role === 'partner'
                  ? t('payments.emptyPartner')
                  : t('payments.emptyBuyer')}
            </p>
          </div>
        ) : (
          <ul className="space-y-3" aria-label={t('payments.listLabel')}>
            {project.payments.map((payment) => (
              <PaymentItem
                key={payment.id}
                project={project}
                payment={payment}
                milestone={milestoneOf(payment.milestoneId)}
                onPaid={() => setPaying(payment)}
                onConfirm={() => setConfirming(payment)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {/* Mounted only while open: each opening starts from a fresh form. */}
      {requesting ? <RequestPaymentDialog project={project} onClose={() => setRequesting(false)} /> : null}
      {paying ? (
        <MarkPaidDialog key={paying.id} project={project} payment={paying} onClose={() => setPaying(null)} />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => (o ? null : setConfirming(null))}
        title={t('payments.confirmTitle')}
        text={
          confirming
            ? t('payments.confirmText', {
                amount: formatMoney(confirming.amount, confirming.currency, lang),
                number: confirming.invoiceNumber,
              })
            : ''
        }
        confirmLabel={t('payments.confirm')}
        busy={action.isPending}
        onConfirm={confirmNow}
      />
    </Card>
  );
}
