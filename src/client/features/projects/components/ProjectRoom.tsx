import {
  ArrowLeftIcon,
  CheckCircle2Icon,
  CircleDotIcon,
  FileDownIcon,
  FileSignatureIcon,
  FolderXIcon,
  PencilIcon,
  SendIcon,
  StarIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  CANCEL_REASON_MIN_LENGTH,
  PROJECT_TEXT_MAX_LENGTH,
  type Milestone,
  type Project,
} from '@shared/contracts/projects';
import { formatMoney } from '@shared/money';
import { pageUrl } from '@shared/pages';
import { ErrorState } from '@/components/ErrorState';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { messageKey } from '@/lib/i18n';
import { formatDate, formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { contractPdfPath, type ProjectAction, useProject, useProjectAction } from '../api/projects';
import { nextStep } from '../lib/next-step';
import { MessageDialog } from './MessageDialog';
import { PlanEditorDialog } from './PlanEditorDialog';
import { ProjectFileList } from './ProjectFiles';
import { ProjectWork } from './ProjectWork';
import { PaymentsCard } from './PaymentsCard';
import { MilestoneStatusBadge, ProjectStatusBadge } from './ProjectStatusBadge';

type Ask =
  | { kind: 'sign' }
  | { kind: 'approve'; milestone: Milestone }
  | { kind: 'complete' }
  | { kind: 'confirmCancel' }
  | { kind: 'submit'; milestone: Milestone }
  | { kind: 'requestChanges'; milestone: Milestone }
  | { kind: 'cancel' }
  | { kind: 'plan' };

function ContractCard({ project, onSign }: { project: Project; onSign: () => void }) {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, project.currency, lang);
  const mine = project.role === 'buyer' || project.role === 'partner' ? project.role : null;
  const signedBy = (side: 'buyer' | 'partner') => project.signatures.find((s) => s.side === side);
  const canSign = project.status === 'contract_pending' && mine !== null && !signedBy(mine);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <FileSignatureIcon className="size-5 text-primary" aria-hidden="true" />
          {t('room.contract')}
        </CardTitle>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <a
            href={contractPdfPath(project.id, lang)}
            download
            className="inline-flex items-center gap-1.5 rounded-sm font-medium text-primary hover:underline"
          >
            <FileDownIcon className="size-4" aria-hidden="true" />
            {t('room.contractPdf')}
          </a>
          <a
            href={contractPdfPath(project.id, lang === 'tr' ? 'en' : 'tr')}
            download
            lang={lang === 'tr' ? 'en' : 'tr'}
            className="rounded-sm text-muted-foreground hover:text-foreground hover:underline"
          >
            {t('room.contractPdfOther')}
          </a>
        </div>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('room.lines')}</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-2 font-medium">
                  {t('room.description')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {t('room.quantity')}
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  {t('room.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {project.items.map((item, i) => (
                <tr key={i} className="border-b last:border-0">
                  <td className="py-2 pr-2">{item.description}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{item.quantity}</td>
                  <td className="py-2 pl-2 text-right tabular-nums">{money(item.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('room.subtotal')}</dt>
            <dd className="tabular-nums">{money(project.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('room.vat', { rate: project.vatRate })}</dt>
            <dd className="tabular-nums">{money(project.vatAmount)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
            <dt>{t('room.total')}</dt>
            <dd className="tabular-nums">{money(project.totalAmount)}</dd>
          </div>
        </dl>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-foreground">{t('room.deliveryTime')}</dt>
            <dd className="text-muted-foreground">{project.deliveryTime ?? t('room.notSpecified')}</dd>
          </div>
          <div>
            <dt className="font-medium text-foreground">{t('room.terms')}</dt>
            <dd className="whitespace-pre-line text-muted-foreground">{project.terms ?? t('room.notSpecified')}</dd>
          </div>
        </dl>
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-foreground">{t('room.signatures')}</h3>
          <ul className="space-y-2 text-sm">
            {(['buyer', 'partner'] as const).map((side) => {
              const s = signedBy(side);
              return (
                <li key={side} className="flex items-start gap-2">
                  {s ? (
                    <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  ) : (
                    <CircleDotIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  )}
                  <span>
                    <span className="font-medium">{t(`room.${side}`)}</span>
                    {': '}
                    {s
                      ? t('room.signedBy', { name: s.name, date: formatDateTime(s.signedAt, lang) })
                      : t('room.notSigned')}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="break-all text-xs text-muted-foreground">
            {t('room.hash')}: <code>{project.contractHash}</code>
          </p>
        </div>
        {canSign ? (
          <Button onClick={onSign} className="w-full sm:w-auto">
            <FileSignatureIcon aria-hidden="true" />
            {t('room.sign')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function MilestoneItem({
  project,
  milestone,
  onAsk,
}: {
  project: Project;
  milestone: Milestone;
  onAsk: (ask: Ask) => void;
}) {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  const active = project.status === 'active';
  const canSubmit =
    active &&
    project.role === 'partner' &&
    (milestone.status === 'pending' || milestone.status === 'changes_requested');
  const canReview = active && project.role === 'buyer' && milestone.status === 'submitted';
  return (
    <li className="relative rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-foreground">
            {milestone.position}. {milestone.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            {milestone.dueDate ? t('room.due', { date: formatDate(milestone.dueDate, lang) }) : t('room.dueAtDelivery')}
            {' · '}
            <span className="tabular-nums">{formatMoney(milestone.amount, project.currency, lang)}</span>
          </p>
        </div>
        <MilestoneStatusBadge status={milestone.status} />
      </div>
      {milestone.description ? <p className="mt-2 text-sm text-muted-foreground">{milestone.description}</p> : null}
      {milestone.submitMessage && milestone.status !== 'pending' ? (
        <p className="mt-3 rounded-md bg-muted p-3 text-sm">
          <span className="font-medium">{t('room.delivered')}: </span>
          {milestone.submitMessage}
        </p>
      ) : null}
      {milestone.files.length > 0 ? (
        <div className="mt-3 space-y-2">
          <h4 className="text-sm font-medium text-foreground">{t('room.deliveryFiles')}</h4>
          <ProjectFileList files={milestone.files} />
        </div>
      ) : null}
      {milestone.changesMessage && milestone.status === 'changes_requested' ? (
        <p className="mt-3 rounded-md bg-danger-soft p-3 text-sm">
          <span className="font-medium">{t('room.changesAsked')}: </span>
          {milestone.changesMessage}
        </p>
      ) : null}
      {canSubmit || canReview ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {canSubmit ? (
            <Button size="sm" onClick={() => onAsk({ kind: 'submit', milestone })}>
              <SendIcon aria-hidden="true" />
              {t('room.submit')}
            </Button>
          ) : null}
          {canReview ? (
            <>
              <Button size="sm" onClick={() => onAsk({ kind: 'approve', milestone })}>
                <CheckCircle2Icon aria-hidden="true" />
                {t('room.approve')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => onAsk({ kind: 'requestChanges', milestone })}>
                {t('room.requestChanges')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The project room (issue 20; spec §2 "ongoing projects"): the next step for the caller's side, the
 * milestones with their moves, the contract with its signatures, and cancellation. Every move asks
 * first (a confirmation or a text), then shows the server's answer; the socket's `project:changed`
 * refreshes it when the other side moves.
 */
export function ProjectRoom({ id }: { id: string }) {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  const query = useProject(id);
  const action = useProjectAction(id);
  const [ask, setAsk] = useState<Ask | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  useDocumentTitle(query.data?.title);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only">{t('room.loading')}</span>
        <Skeleton className="h-24 w-full rounded-xl" />
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-80 w-full rounded-xl" />
          <Skeleton className="h-80 w-full rounded-xl" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <EmptyState
          headingLevel={1}
          icon={FolderXIcon}
          title={t(messageKey('projects.notFound'))}
          text={t('room.notFoundText')}
          action={
            <Button asChild variant="outline">
              <Link to={pageUrl('projects')}>{t('room.back')}</Link>
            </Button>
          }
        />
      );
    }
    return (
      <ErrorState
        title={t('room.error')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const project = query.data;
  const close = () => {
    setAsk(null);
    setServerError(undefined);
  };
  const run = (move: ProjectAction, done: string) =>
    action.mutate(move, {
      onSuccess: () => {
        toast.success(done);
        close();
      },
      onError: (error) => {
        const field = isApiError(error) && error.fieldErrors ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
        if (field) setServerError(field);
        else {
          toast.error(t('room.actionFailed'), { description: error.message });
          close();
        }
      },
    });
  const open = project.status === 'contract_pending' || project.status === 'active';
  const isSide = project.role === 'buyer' || project.role === 'partner';
  const cancel = project.cancelRequest;
  const step = nextStep(project);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link to={pageUrl('projects')}>
            <ArrowLeftIcon aria-hidden="true" />
            {t('room.back')}
          </Link>
        </Button>
        <ProjectStatusBadge status={project.status} />
      </div>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{project.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {t('room.buyer')}: <span className="font-medium text-foreground">{project.buyer.companyName}</span>
          {' · '}
          {t('room.partner')}: <span className="font-medium text-foreground">{project.partner.companyName}</span>
          {' · '}
          {t('list.updated', { date: formatDateTime(project.updatedAt, lang) })}
        </p>
      </div>

      {project.adminNote ? (
        <Alert>
          <AlertTitle>{t('admin.adminNote')}</AlertTitle>
          <AlertDescription>{project.adminNote}</AlertDescription>
        </Alert>
      ) : null}

      {project.role === 'admin' ? (
        <Alert>
          <AlertDescription>{t('room.adminView')}</AlertDescription>
        </Alert>
      ) : null}

      {cancel && open ? (
        <Alert variant="warning">
          <AlertTitle>
            {cancel.side === project.role
              ? t('room.cancelOpenOwn', { reason: cancel.reason })
              : t('room.cancelOpenOther', { side: t(`room.${cancel.side}`), reason: cancel.reason })}
          </AlertTitle>
          {isSide && cancel.side !== project.role ? (
            <AlertDescription className="mt-3">
              <Button variant="destructive" size="sm" onClick={() => setAsk({ kind: 'confirmCancel' })}>
                {t('room.confirmCancel')}
              </Button>
            </AlertDescription>
          ) : null}
        </Alert>
      ) : null}

      {step ? (
        <Card className="border-primary/30 bg-primary-soft/40">
          <CardContent className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('room.nextStep')}</p>
              <p className="mt-1 text-foreground">{t(`room.steps.${step}`)}</p>
            </div>
            {step === 'completedBuyer' ? (
              <Button asChild variant="outline">
                <Link to={pageUrl('serviceRequests')}>
                  <StarIcon aria-hidden="true" />
                  {t('room.review')}
                </Link>
              </Button>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>
              {t('room.milestones')}{' '}
              <span className="text-sm font-normal text-muted-foreground">
                ({t('room.milestoneCount', { count: project.milestones.length })})
              </span>
            </CardTitle>
            {project.role === 'partner' && project.status === 'contract_pending' ? (
              <Button size="sm" variant="outline" onClick={() => setAsk({ kind: 'plan' })}>
                <PencilIcon aria-hidden="true" />
                {t('room.editPlan')}
              </Button>
            ) : null}
          </CardHeader>
          <CardContent>
            <ol className="space-y-3">
              {project.milestones.map((m) => (
                <MilestoneItem key={m.id} project={project} milestone={m} onAsk={setAsk} />
              ))}
            </ol>
          </CardContent>
        </Card>
        <div className="space-y-6">
          <ContractCard project={project} onSign={() => setAsk({ kind: 'sign' })} />
          {isSide && open ? (
            <div className="flex flex-wrap gap-2">
              {project.role === 'buyer' && project.status === 'active' ? (
                <Button variant="outline" onClick={() => setAsk({ kind: 'complete' })}>
                  <CheckCircle2Icon aria-hidden="true" />
                  {t('room.complete')}
                </Button>
              ) : null}
              {!cancel ? (
                <Button variant="ghost" className="text-danger" onClick={() => setAsk({ kind: 'cancel' })}>
                  {t('room.cancel')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>

      <ProjectWork project={project} />
      <PaymentsCard project={project} />

      <ConfirmDialog
        open={ask?.kind === 'sign'}
        onOpenChange={(o) => !o && close()}
        title={t('room.signTitle')}
        text={t('room.signText')}
        confirmLabel={t('room.sign')}
        busy={action.isPending}
        onConfirm={() => run({ kind: 'sign' }, t('room.signed'))}
      />
      <ConfirmDialog
        open={ask?.kind === 'approve'}
        onOpenChange={(o) => !o && close()}
        title={t('room.approveTitle')}
        text={t('room.approveText', { title: ask?.kind === 'approve' ? ask.milestone.title : '' })}
        confirmLabel={t('room.approve')}
        busy={action.isPending}
        onConfirm={() =>
          ask?.kind === 'approve' && run({ kind: 'approve', milestoneId: ask.milestone.id }, t('room.approved'))
        }
      />
      <ConfirmDialog
        open={ask?.kind === 'complete'}
        onOpenChange={(o) => !o && close()}
        title={t('room.completeTitle')}
        text={t('room.completeText')}
        confirmLabel={t('room.complete')}
        busy={action.isPending}
        onConfirm={() => run({ kind: 'complete' }, t('room.completedToast'))}
      />
      <ConfirmDialog
        open={ask?.kind === 'confirmCancel'}
        onOpenChange={(o) => !o && close()}
        title={t('room.confirmCancelTitle')}
        text={t('room.confirmCancelText')}
        confirmLabel={t('room.confirmCancel')}
        destructive
        busy={action.isPending}
        onConfirm={() => run({ kind: 'confirmCancel' }, t('room.cancelledToast'))}
      />
      <MessageDialog
        key={ask?.kind === 'submit' ? `submit-${ask.milestone.id}` : 'submit'}
        open={ask?.kind === 'submit'}
        onOpenChange={(o) => !o && close()}
        title={t('room.submitTitle')}
        text={t('room.submitText')}
        label={t('room.message')}
        submitLabel={t('room.submit')}
        minLength={1}
        maxLength={PROJECT_TEXT_MAX_LENGTH}
        tooShort={t('shared:projects.messageRequired')}
        busy={action.isPending}
        serverError={serverError}
        filesLabel={t('room.deliveryFilesLabel')}
        onSubmit={(message, fileIds) =>
          ask?.kind === 'submit' &&
          run({ kind: 'submit', milestoneId: ask.milestone.id, message, fileIds }, t('room.submitted'))
        }
      />
      <MessageDialog
        open={ask?.kind === 'requestChanges'}
        onOpenChange={(o) => !o && close()}
        title={t('room.changesTitle')}
        text={t('room.changesText')}
        label={t('room.message')}
        submitLabel={t('room.send')}
        minLength={1}
        maxLength={PROJECT_TEXT_MAX_LENGTH}
        tooShort={t('shared:projects.messageRequired')}
        busy={action.isPending}
        serverError={serverError}
        onSubmit={(message) =>
          ask?.kind === 'requestChanges' &&
          run({ kind: 'requestChanges', milestoneId: ask.milestone.id, message }, t('room.changesSent'))
        }
      />
      <MessageDialog
        open={ask?.kind === 'cancel'}
        onOpenChange={(o) => !o && close()}
        title={t('room.cancelTitle')}
        text={t('room.cancelText')}
        label={t('room.reason')}
        submitLabel={t('room.cancel')}
        minLength={CANCEL_REASON_MIN_LENGTH}
        maxLength={PROJECT_TEXT_MAX_LENGTH}
        tooShort={t('shared:projects.reasonTooShort')}
        busy={action.isPending}
        serverError={serverError}
        onSubmit={(reason) => run({ kind: 'cancel', reason }, t('room.cancelRequested'))}
      />
      {project.role === 'partner' && project.status === 'contract_pending' ? (
        <PlanEditorDialog project={project} open={ask?.kind === 'plan'} onOpenChange={(o) => (o ? null : close())} />
      ) : null}
    </div>
  );
}
