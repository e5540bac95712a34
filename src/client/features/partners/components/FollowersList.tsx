import { UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useFollowers } from '../api/followers';

function initials(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toLocaleUpperCase('tr-TR') || '?';
}

/**
 * A partner's followers (GET /api/partners/{id}/followers), for the partner dashboard and the admin's
 * partner review: name, company and since when. Only the owner and admins get the list.
 */
export function FollowersList({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  const query = useFollowers(partnerId);
  return (
    <QueryState
      query={query}
      errorTitle={t('followers.error')}
      empty={{ icon: UsersIcon, title: t('followers.emptyTitle'), text: t('followers.emptyText') }}
    >
      {(followers) => (
        <ul className="divide-y rounded-lg border bg-card" aria-label={t('followers.label')}>
          {followers.map((f) => (
            <li key={f.userId} className="flex items-center gap-3 p-4">
              {f.profileImage ? (
                <img src={f.profileImage} alt="" className="size-10 rounded-full object-cover" width={40} height={40} />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary"
                >
                  {initials(f.firstName, f.lastName)}
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {`${f.firstName} ${f.lastName}`.trim() || t('followers.anonymous')}
                </p>
                {f.company ? <p className="truncate text-sm text-muted-foreground">{f.company}</p> : null}
              </div>
              <span className="shrink-0 text-xs text-muted-foreground">
                {t('followers.since', { date: formatDate(f.followedAt, lang) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
