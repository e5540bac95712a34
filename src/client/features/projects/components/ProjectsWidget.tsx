import { ArrowRightIcon, CalendarIcon, FolderKanbanIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectSummary } from '@shared/contracts/projects';
import { pageUrl } from '@shared/pages';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useProjects } from '../api/projects';
import { ProjectStatusBadge } from './ProjectStatusBadge';

/** How many open projects the dashboards show before "all projects". */
const SHOWN = 3;

const isOpen = (p: ProjectSummary) => p.status === 'contract_pending' || p.status === 'active';

/**
 * The ongoing projects on a dashboard (issue 20: `/projects` "reachable from both user menus and
 * dashboards"): the caller's open projects, most recently changed first, each with its state, the other
 * side and the next milestone, and a link to all projects. Renders nothing while the list fails to
 * load (the dashboard's other cards still work; `/projects` shows the error with a retry).
 * @param side whose words to use when there is none yet: the buyer's or the partner's
 */
export function ProjectsWidget({ side }: { side: 'buyer' | 'partner' }) {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  const query = useProjects();
  if (query.isError) return null;
  const open = query.data?.projects.filter(isOpen) ?? [];
  return (
    <Card data-testid="projects-widget">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <FolderKanbanIcon className="size-5 text-primary" aria-hidden="true" />
            {t('widget.title')}
          </CardTitle>
          <CardDescription>{t('widget.text')}</CardDescription>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={pageUrl('projects')}>
            {t('widget.all')}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only">{t('list.loading')}</span>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : open.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {side === 'partner' ? t('widget.emptyPartner') : t('widget.emptyBuyer')}
          </p>
        ) : (
          <ul className="divide-y">
            {open.slice(0, SHOWN).map((p) => (
              <li key={p.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <Link
                    to={pageUrl('projectRoom', { params: { id: p.id } })}
                    className="block truncate rounded-sm font-medium text-foreground hover:underline"
                  >
                    {p.title}
                  </Link>
                  <p className="truncate text-sm text-muted-foreground">
                    {p.role === 'partner' ? p.buyer.companyName : p.partner.companyName}
                    {p.nextMilestone ? (
                      <>
                        {' · '}
                        <CalendarIcon className="inline size-3.5 align-[-2px]" aria-hidden="true" />{' '}
                        {p.nextMilestone.title}
                        {p.nextMilestone.dueDate ? `, ${formatDate(p.nextMilestone.dueDate, lang)}` : ''}
                      </>
                    ) : null}
                  </p>
                </div>
                <ProjectStatusBadge status={p.status} />
              </li>
            ))}
          </ul>
        )}
        {open.length > SHOWN ? (
          <p className="mt-3 text-sm text-muted-foreground">{t('widget.more', { count: open.length - SHOWN })}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
