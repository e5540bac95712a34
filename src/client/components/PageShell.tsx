import { ArrowLeftIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { PageKey } from '@/lib/route-table';
import { paths } from '@/lib/routes';

/**
 * Pages of the route table whose screens are built in later issues (locale `users:shells.*`): every
 * page chunk but the ones that already have their own screen.
 */
export type ShellKey = Exclude<
  PageKey,
  'home' | 'partners' | 'partnerProfile' | 'sysStatus' | 'auth' | 'passwordReset' | 'emailConfirmed' | 'notFound'
>;

/** Which area a page belongs to (the small label above its title). */
export type ShellSection = 'account' | 'partner' | 'admin' | 'public';

interface PageShellProps {
  page: ShellKey;
  section: ShellSection;
  icon: LucideIcon;
  /** Interpolation values of the page texts (e.g. `{ id }`). */
  values?: Record<string, string>;
  /** A second link next to 'Ana sayfaya dön' (e.g. the catalogue). */
  secondary?: { to: string; label: string };
}

/**
 * The frame of a page whose content comes with a later issue: title, what the page is for, and the
 * way back. It is a real, routed, guarded page (spec §2 route table) whose tab title comes from the route table (app/routes.tsx).
 */
export function PageShell({ page, section, icon: Icon, values, secondary }: PageShellProps) {
  const { t } = useTranslation('users');
  const title = t(`shells.${page}.title`, values);

  return (
    <div data-testid="page-shell" data-page={page}>
      <div className="border-b bg-surface">
        <div className="container-page py-10 sm:py-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t(`sections.${section}`)}</p>
          <div className="mt-3 flex items-start gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground sm:flex">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
              <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t(`shells.${page}.text`, values)}</p>
            </div>
          </div>
        </div>
      </div>
      <div className="container-page py-10 sm:py-14">
        <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-12 text-center sm:py-16">
          <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Icon className="size-7" aria-hidden="true" />
          </span>
          <p className="mt-5 max-w-lg text-muted-foreground">{t(`shells.${page}.detail`, values)}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {secondary ? (
              <Button asChild>
                <Link to={secondary.to}>{secondary.label}</Link>
              </Button>
            ) : null}
            <Button asChild variant={secondary ? 'outline' : 'default'}>
              <Link to={paths.home}>
                <ArrowLeftIcon aria-hidden="true" />
                {t('shells.backHome')}
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
