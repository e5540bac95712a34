import { ArrowRightIcon, CalendarIcon, FolderKanbanIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectSummary } from '@shared/contracts/projects';
import { formatMoney } from '@shared/money';
import { pageUrl } from '@shared/pages';
import { ErrorState } from '@/components/ErrorState';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useProjects } from '../api/projects';
import { ProjectStatusBadge } from './ProjectStatusBadge';

function ProjectRow({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  const other = project.role === 'partner' ? project.buyer.companyName : project.partner.companyName;
  const money = (minor: number) => formatMoney(minor, project.currency, lang);
  const percent = project.totalAmount > 0 ? Math.round((project.approvedAmount / project.totalAmount) * 100) : 0;
  return (
    <li>
      <Card className="transition-shadow hover:shadow-md">
        <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="truncate text-lg font-semibold text-foreground">
                <Link
                  to={pageUrl('projectRoom', { params: { id: project.id } })}
                  className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
                  aria-label={t('list.open', { title: project.title })}
                >
                  {project.title}
                </Link>
              </h2>
              <ProjectStatusBadge status={project.status} />
            </div>
            <p className="text-sm text-muted-foreground">
              {t('list.with')}: <span className="font-medium text-foreground">{other}</span>
            </p>
            {project.nextMilestone ? (
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <CalendarIcon className="size-4" aria-hidden="true" />
                {t('list.next')}: {project.nextMilestone.title} ·{' '}
                {project.nextMilestone.dueDate ? formatDate(project.nextMilestone.dueDate, lang) : t('list.noDate')}
              </p>
            ) : null}
          </div>
          <div className="w-full space-y-2 sm:w-64">
            <Progress
              value={percent}
              label={t('list.progress', { approved: money(project.approvedAmount), total: money(project.totalAmount) })}
            />
            <p className="text-sm text-muted-foreground">
              {t('list.progress', { approved: money(project.approvedAmount), total: money(project.totalAmount) })}
            </p>
            <p className="text-sm text-muted-foreground" data-testid="project-paid">
              {t('payments.listPaid', { paid: money(project.paidAmount), total: money(project.totalAmount) })}
            </p>
            <p className="text-xs text-muted-foreground">
              {t('list.updated', { date: formatDate(project.updatedAt, lang) })}
            </p>
          </div>
          <ArrowRightIcon className="hidden size-5 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />
        </CardContent>
      </Card>
    </li>
  );
}

/**
 * The caller's projects (issue 20; spec §2 "ongoing projects"): one card each with its state, the
 * other side, the next milestone and the approved share of the total; empty, loading and error states.
 * @param role which empty text to show: the buyer's or the partner's
 */
export function ProjectList({ role }: { role: 'buyer' | 'partner' }) {
  const { t } = useTranslation('projects');
  const query = useProjects();
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only">{t('list.loading')}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('list.error')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { projects } = query.data;
  if (projects.length === 0) {
    return (
      <EmptyState
        icon={FolderKanbanIcon}
        title={t('list.emptyTitle')}
        text={role === 'partner' ? t('list.emptyPartner') : t('list.emptyBuyer')}
        action={
          role === 'buyer' ? (
            <Button asChild variant="outline">
              <Link to={pageUrl('serviceRequests')}>{t('list.toRequests')}</Link>
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <ul className="space-y-4">
      {projects.map((project) => (
        <ProjectRow key={project.id} project={project} />
      ))}
    </ul>
  );
}
