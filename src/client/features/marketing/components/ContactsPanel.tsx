import { ChevronLeftIcon, ChevronRightIcon, SearchIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact, ContactsResponse, Segment } from '@shared/contracts/marketing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useContacts } from '../api/marketing-api';
import { useCategoryName } from './category-name';
import { SegmentFilters } from './SegmentFilters';

function ContactTags({ contact }: { contact: Contact }) {
  const { t } = useTranslation('marketing');
  return (
    <div className="flex flex-wrap gap-1">
      {contact.sources.map((s) => (
        <Badge key={s} variant={s === 'account' ? 'info' : 'default'}>
          {t(`sources.${s.replace(':', '_')}`)}
        </Badge>
      ))}
    </div>
  );
}

/**
 * The contacts tab (issue 11): everyone who consented to marketing mail, one row per address, narrowed
 * by the segment filters and a search; shows how many the segment reaches (a campaign's audience).
 */
export function ContactsPanel() {
  const { t } = useTranslation('marketing');
  const lang = useLanguage();
  const categoryLabel = useCategoryName();
  const [segment, setSegment] = useState<Segment>({});
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useContacts({ ...segment, search: search.trim() || undefined, page });
  const categoryName = (slug: string | null) => {
    if (!slug) return '—';
    return categoryLabel(slug);
  };
  const types = (c: Contact) => (c.userTypes.length ? c.userTypes.map((u) => t(`userTypes.${u}`)).join(', ') : '—');

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
          <SegmentFilters
            value={segment}
            onChange={(s) => {
              setSegment(s);
              setPage(1);
            }}
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="relative sm:w-80">
              <SearchIcon
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                type="search"
                value={search}
                onChange={(e) => {
                  setSearch(e.target.value);
                  setPage(1);
                }}
                placeholder={t('contacts.search')}
                aria-label={t('contacts.search')}
                className="pl-9"
              />
            </div>
            <p className="flex items-center gap-2 text-sm font-medium" aria-live="polite" data-testid="segment-count">
              <UsersIcon className="size-4 text-primary" aria-hidden="true" />
              {query.data
                ? t('contacts.count', { count: query.data.total, n: formatNumber(query.data.total, lang) })
                : '…'}
            </p>
          </div>
        </CardContent>
      </Card>
      <QueryState<ContactsResponse>
        query={query}
        isEmpty={(d) => d.contacts.length === 0}
        empty={{ icon: UsersIcon, title: t('contacts.emptyTitle'), text: t('contacts.emptyText') }}
      >
        {(data) => (
          <Card>
            <CardContent className="p-0 sm:p-2">
              <ul className="divide-y sm:hidden">
                {data.contacts.map((c) => (
                  <li key={c.email} className="flex flex-col gap-1 p-4" data-testid="contact-card">
                    <p className="font-medium break-all">{c.email}</p>
                    <p className="text-sm text-muted-foreground">
                      {[c.name, c.userTypes.length ? types(c) : null, c.language.toUpperCase()]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <ContactTags contact={c} />
                  </li>
                ))}
              </ul>
              <div className="hidden sm:block">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('contacts.columns.email')}</TableHead>
                      <TableHead>{t('contacts.columns.name')}</TableHead>
                      <TableHead>{t('contacts.columns.userType')}</TableHead>
                      <TableHead>{t('contacts.columns.category')}</TableHead>
                      <TableHead>{t('contacts.columns.language')}</TableHead>
                      <TableHead>{t('contacts.columns.source')}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.contacts.map((c) => (
                      <TableRow key={c.email} data-testid="contact-row">
                        <TableCell className="font-medium break-all">{c.email}</TableCell>
                        <TableCell>{c.name ?? '—'}</TableCell>
                        <TableCell>{types(c)}</TableCell>
                        <TableCell>{categoryName(c.category)}</TableCell>
                        <TableCell>{c.language.toUpperCase()}</TableCell>
                        <TableCell>
                          <ContactTags contact={c} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
              {data.matching > data.pageSize ? (
                <nav className="flex items-center justify-between gap-2 border-t p-3" aria-label={t('contacts.pages')}>
                  <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    <ChevronLeftIcon aria-hidden="true" />
                    {t('contacts.previous')}
                  </Button>
                  <span className="text-sm text-muted-foreground">
                    {t('contacts.page', { page, pages: Math.ceil(data.matching / data.pageSize) })}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={page * data.pageSize >= data.matching}
                    onClick={() => setPage(page + 1)}
                  >
                    {t('contacts.next')}
                    <ChevronRightIcon aria-hidden="true" />
                  </Button>
                </nav>
              ) : null}
            </CardContent>
          </Card>
        )}
      </QueryState>
    </div>
  );
}
