import { CheckCircle2Icon, FolderKanbanIcon, SearchIcon, XCircleIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PROJECT_STATUSES, type ProjectStatus } from '@shared/constants';
import { PROJECT_TEXT_MAX_LENGTH, type ProjectSummary } from '@shared/contracts/projects';
import { formatMoney } from '@shared/money';
import { pageUrl } from '@shared/pages';
import { ErrorState } from '@/components/ErrorState';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { useAdminProjects, useCloseProjectAsAdmin } from '../api/projects';
import { MessageDialog } from './MessageDialog';
import { ProjectStatusBadge } from './ProjectStatusBadge';

type Closing = { project: ProjectSummary; status: 'completed' | 'cancelled' };

/**
 * The admins' project list (issue 20: "/admin/projects — all projects with filters"): state chips
 * with counts, a search over titles and both companies, pages of twenty, a link to each room, and
 * completing or cancelling an open project with a note (told to both sides, kept in the audit list).
 */
export function AdminProjects() {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  const [status, setStatus] = useState<ProjectStatus | undefined>();
  const [text, setText] = useState('');
  const [q, setQ] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [closing, setClosing] = useState<Closing | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const query = useAdminProjects({ status, q, page });
  const close = useCloseProjectAsAdmin();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim() || undefined);
    setPage(1);
  };
  const counts = query.data?.counts;
  const total = counts ? PROJECT_STATUSES.reduce((sum, s) => sum + counts[s], 0) : 0;
  const chips: { value: ProjectStatus | undefined; label: string }[] = [
    { value: undefined, label: t('admin.all', { count: total }) },
    ...PROJECT_STATUSES.map((s) => ({ value: s, label: `${t(`status.${s}`)} (${counts?.[s] ?? 0})` })),
  ];
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div role="group" aria-label={t('admin.statusFilter')} className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <Button
              key={chip.value ?? 'all'}
              size="sm"
              variant={status === chip.value ? 'default' : 'outline'}
              aria-pressed={status === chip.value}
              onClick={() => {
                setStatus(chip.value);
                setPage(1);
              }}
            >
              {chip.label}
            </Button>
          ))}
        </div>
        <form role="search" onSubmit={search} className="flex w-full gap-2 lg:w-96">
          <Input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('admin.search')}
            aria-label={t('admin.search')}
            maxLength={100}
          />
          <Button type="submit" variant="outline">
            <SearchIcon aria-hidden="true" />
            {t('admin.searchButton')}
          </Button>
        </form>
      </div>

      {query.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <span className="sr-only">{t('admin.loading')}</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState
          title={t('admin.error')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.projects.length === 0 ? (
        <EmptyState icon={FolderKanbanIcon} title={t('admin.empty')} />
      ) : (
        <ul className={cn('space-y-3', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isPlaceholderData}>
          {query.data.projects.map((project) => {
            const open = project.status === 'contract_pending' || project.status === 'active';
            return (
              <li key={project.id}>
                <Card>
                  <CardContent className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
                    <div className="min-w-0 flex-1 space-y-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <Link
                          to={pageUrl('projectRoom', { params: { id: project.id } })}
                          className="truncate font-semibold text-foreground hover:underline"
                          aria-label={t('admin.open', { title: project.title })}
                        >
                          {project.title}
                        </Link>
                        <ProjectStatusBadge status={project.status} />
                      </div>
                      <p className="text-sm text-muted-foreground">
                        {t('admin.parties', { buyer: project.buyer.companyName, partner: project.partner.companyName })}
                      </p>
                    </div>
                    <div className="text-sm md:w-48 md:text-right">
                      <p className="font-medium tabular-nums">
                        {formatMoney(project.totalAmount, project.currency, lang)}
                      </p>
                      <p className="text-muted-foreground">{formatDate(project.updatedAt, lang)}</p>
                    </div>
                    {open ? (
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t('admin.completeAction', { title: project.title })}
                          onClick={() => setClosing({ project, status: 'completed' })}
                        >
                          <CheckCircle2Icon aria-hidden="true" />
                          {t('admin.complete')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          className="text-danger"
                          aria-label={t('admin.cancelAction', { title: project.title })}
                          onClick={() => setClosing({ project, status: 'cancelled' })}
                        >
                          <XCircleIcon aria-hidden="true" />
                          {t('admin.cancel')}
                        </Button>
                      </div>
                    ) : null}
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}

      {pages > 1 ? (
        <nav className="flex items-center justify-between gap-3" aria-label={t('admin.pageOf', { page, pages })}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('admin.previous')}
          </Button>
          <span className="text-sm text-muted-foreground">{t('admin.pageOf', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('admin.next')}
          </Button>
        </nav>
      ) : null}

      <MessageDialog
        open={closing !== null}
        onOpenChange={(o) => {
          if (!o) {
            setClosing(null);
            setServerError(undefined);
          }
        }}
        title={closing?.status === 'completed' ? t('admin.completeTitle') : t('admin.cancelTitle')}
        text={`${closing?.project.title ?? ''} — ${t('admin.noteText')}`}
        label={t('admin.note')}
        submitLabel={closing?.status === 'completed' ? t('admin.complete') : t('admin.cancel')}
        minLength={3}
        maxLength={PROJECT_TEXT_MAX_LENGTH}
        tooShort={t('shared:projects.noteTooShort')}
        busy={close.isPending}
        serverError={serverError}
        onSubmit={(note) => {
          if (!closing) return;
          close.mutate(
            { id: closing.project.id, status: closing.status, note },
            {
              onSuccess: () => {
                toast.success(closing.status === 'completed' ? t('admin.completedToast') : t('admin.cancelledToast'));
                setClosing(null);
              },
              onError: (error) => {
                const field =
                  isApiError(error) && error.fieldErrors ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
                if (field) setServerError(field);
                else {
                  toast.error(t('room.actionFailed'), { description: error.message });
                  setClosing(null);
                }
              },
            },
          );
        }}
      />
    </div>
  );
}
