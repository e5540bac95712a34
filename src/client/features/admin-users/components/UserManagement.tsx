import { CheckCircle2Icon, PlusIcon, SearchIcon, ShieldCheckIcon, UsersIcon, XCircleIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { USER_TYPES, type UserType } from '@shared/constants';
import type { AdminUser } from '@shared/contracts/admin-users';
import { ErrorState } from '@/components/ErrorState';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import {
  useAdminUsers,
  useAssignPartner,
  useResetTwoFactor,
  useSetUserActive,
  useSetUserType,
} from '../api/admin-users';
import { AuditList } from './AuditList';
import { CreateUserDialog } from './CreateUserDialog';
import { PartnerLinkDialog } from './PartnerLinkDialog';
import { useDebounced } from './use-debounced';
import { UserActions, type UserAction } from './UserActions';
import { UserTypeBadges } from './UserTypeBadges';
import { pageTabs } from '@shared/pages';

const PAGE = 20;
export const USER_ADMIN_TABS = pageTabs('userManagement');
export type UserAdminTab = (typeof USER_ADMIN_TABS)[number];

const nameOf = (u: AdminUser) => `${u.firstName} ${u.lastName}`.trim() || u.email;

function ActiveBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation('adminUsers');
  return <Badge variant={user.isActive ? 'success' : 'danger'}>{t(user.isActive ? 'active' : 'passive')}</Badge>;
}

function Verified({ user }: { user: AdminUser }) {
  const { t } = useTranslation('adminUsers');
  const Icon = user.isVerified ? CheckCircle2Icon : XCircleIcon;
  return (
    <span
      className={
        user.isVerified
          ? 'inline-flex items-center gap-1 text-success'
          : 'inline-flex items-center gap-1 text-muted-foreground'
      }
    >
      <Icon className="size-4" aria-hidden="true" />
      {t(user.isVerified ? 'verified' : 'unverified')}
    </span>
  );
}

/** "2FA" beside the status of someone whose sign-in asks for a second factor (docs/decisions/044). */
function TwoFactorBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation('adminUsers');
  if (!user.twoFactorEnabled) return null;
  return (
    <Badge variant="info" title={t('twoFactorOn')} data-testid="two-factor-badge">
      <ShieldCheckIcon className="size-3" aria-hidden="true" />
      <span aria-hidden="true">2FA</span>
      <span className="sr-only">{t('twoFactorOn')}</span>
    </Badge>
  );
}

/** A confirmed row action: everything but linking a partner (its own dialog) and the 2FA reset. */
type ConfirmedAction = Exclude<UserAction, { kind: 'partner' | 'twoFactor' }>;

/** The confirmation text of a type or active change (the spec's "sessions end" warning). */
function useConfirmText() {
  const { t } = useTranslation('adminUsers');
  return (action: ConfirmedAction) => {
    const name = nameOf(action.user);
    if (action.kind === 'active')
      return action.isActive
        ? { title: t('confirm.reactivateTitle'), text: t('confirm.reactivateText', { name }), destructive: false }
        : { title: t('confirm.deactivateTitle'), text: t('confirm.deactivateText', { name }), destructive: true };
    const role = action.kind === 'editor' ? 'editor' : 'master';
    return action.granted
      ? { title: t(`confirm.grant.${role}Title`), text: t(`confirm.grant.${role}Text`, { name }), destructive: false }
      : { title: t(`confirm.revoke.${role}Title`), text: t(`confirm.revoke.${role}Text`, { name }), destructive: true };
  };
}

function UsersTab() {
  const { t } = useTranslation('adminUsers');
  const { t: ta } = useTranslation('users');
  const lang = useLanguage();
  const searchId = useId();
  const typeId = useId();
  const [draft, setDraft] = useState('');
  const [type, setType] = useState<UserType | ''>('');
  const [page, setPage] = useState(1);
  const search = useDebounced(draft.trim(), 300);
  const users = useAdminUsers({ search: search || undefined, type: type || undefined, page, limit: PAGE });
  const setUserType = useSetUserType();
  const setActive = useSetUserActive();
  const assign = useAssignPartner();
  const resetTwoFactor = useResetTwoFactor();
  const selfId = useSession().user?.id;
  const [pending, setPending] = useState<ConfirmedAction | null>(null);
  const [partnerFor, setPartnerFor] = useState<AdminUser | null>(null);
  const [resetFor, setResetFor] = useState<AdminUser | null>(null);
  const [creating, setCreating] = useState(false);
  const confirmText = useConfirmText();

  const fail = (error: unknown) =>
    toast.error(t('failed'), { description: isApiError(error) ? error.message : undefined });

  const onAction = (action: UserAction) => {
    if (action.kind === 'partner') setPartnerFor(action.user);
    else if (action.kind === 'twoFactor') {
      resetTwoFactor.reset(); // a refusal shown for an earlier row is not this one's
      setResetFor(action.user);
    } else setPending(action);
  };

  // The error stays in the dialog (the mutation's own state, cleared when it runs again): the admin
  // reads why (e.g. already turned off) and cancels or retries.
  const resetError = resetTwoFactor.error
    ? isApiError(resetTwoFactor.error)
      ? resetTwoFactor.error.message
      : t('failed')
    : null;
  const confirmReset = () => {
    if (!resetFor) return;
    resetTwoFactor.mutate(
      { id: resetFor.id },
      {
        onSuccess: () => {
          toast.success(t('resetTwoFactor.done', { name: nameOf(resetFor) }));
          setResetFor(null);
        },
      },
    );
  };

  const confirm = () => {
    if (!pending) return;
    const done = () => {
      toast.success(t('saved'));
      setPending(null);
    };
    const onError = (error: unknown) => {
      fail(error);
      setPending(null);
    };
    if (pending.kind === 'active')
      setActive.mutate({ id: pending.user.id, isActive: pending.isActive }, { onSuccess: done, onError });
    else
      setUserType.mutate(
        {
          id: pending.user.id,
          userType: pending.kind === 'editor' ? 'editor_admin' : 'master_admin',
          granted: pending.granted,
        },
        { onSuccess: done, onError },
      );
  };

  const data = users.data;
  const question = pending ? confirmText(pending) : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-2">
          <label htmlFor={searchId} className="text-sm font-medium">
            {t('search')}
          </label>
          <div className="relative max-w-md">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              placeholder={t('searchPlaceholder')}
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value);
                setPage(1);
              }}
              data-testid="user-search"
            />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={typeId} className="text-sm font-medium">
            {t('typeFilter')}
          </label>
          <select
            id={typeId}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            value={type}
            onChange={(e) => {
              setType(e.target.value as UserType | '');
              setPage(1);
            }}
          >
            <option value="">{t('allTypes')}</option>
            {USER_TYPES.map((u) => (
              <option key={u} value={u}>
                {ta(`types.${u}.label`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" onClick={() => setCreating(true)} data-testid="new-user">
          <PlusIcon aria-hidden="true" />
          {t('create.open')}
        </Button>
      </div>

      {users.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : users.isError ? (
        <ErrorState title={t('loadError')} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : data && data.users.length === 0 ? (
        <EmptyState icon={UsersIcon} title={t('emptyTitle')} text={t('emptyText')} headingLevel={3} />
      ) : data ? (
        <>
          {/* Phones: one card per person. */}
          <ul className="flex flex-col gap-3 md:hidden" data-testid="user-cards">
            {data.users.map((u) => (
              <li key={u.id} className="rounded-lg border bg-card p-4" data-testid="user-row" data-email={u.email}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{nameOf(u)}</p>
                    <p className="truncate text-sm text-muted-foreground">{u.email}</p>
                    {u.phone ? <p className="text-sm text-muted-foreground">{u.phone}</p> : null}
                  </div>
                  <UserActions user={u} isSelf={u.id === selfId} onAction={onAction} />
                </div>
                <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
                  <UserTypeBadges types={u.availableUserTypes} />
                  <ActiveBadge user={u} />
                  <TwoFactorBadge user={u} />
                  <Verified user={u} />
                </div>
                <p className="mt-2 text-xs text-muted-foreground">
                  {u.language.toUpperCase()} · {formatDate(u.createdAt, lang)}
                  {u.partner ? ` · ${u.partner.companyName}` : ''}
                </p>
              </li>
            ))}
          </ul>
          {/* Wider screens: the table. */}
          <div className="hidden rounded-lg border bg-card md:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('columns.name')}</TableHead>
                  <TableHead>{t('columns.phone')}</TableHead>
                  <TableHead>{t('columns.types')}</TableHead>
                  <TableHead>{t('columns.status')}</TableHead>
                  <TableHead>{t('columns.language')}</TableHead>
                  <TableHead>{t('columns.created')}</TableHead>
                  <TableHead className="text-right">{t('columns.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.users.map((u) => (
                  <TableRow key={u.id} data-testid="user-row" data-email={u.email}>
                    <TableCell className="max-w-64">
                      <p className="truncate font-medium">{nameOf(u)}</p>
                      <p className="truncate text-sm text-muted-foreground">{u.email}</p>
                      {u.partner ? (
                        <p className="truncate text-xs text-muted-foreground">{u.partner.companyName}</p>
                      ) : null}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{u.phone ?? '—'}</TableCell>
                    <TableCell>
                      <UserTypeBadges types={u.availableUserTypes} />
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-col items-start gap-1 text-sm">
                        <ActiveBadge user={u} />
                        <TwoFactorBadge user={u} />
                        <Verified user={u} />
                      </div>
                    </TableCell>
                    <TableCell>{u.language.toUpperCase()}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatDate(u.createdAt, lang)}</TableCell>
                    <TableCell className="text-right">
                      <UserActions user={u} isSelf={u.id === selfId} onAction={onAction} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
            <span>{t('pageInfo', { page, total: data.total })}</span>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
                {t('previous')}
              </Button>
              <Button variant="outline" size="sm" disabled={!data.hasMore} onClick={() => setPage(page + 1)}>
                {t('next')}
              </Button>
            </div>
          </div>
        </>
      ) : null}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={question?.title ?? ''}
        text={question?.text ?? ''}
        destructive={question?.destructive ?? false}
        confirmLabel={t('confirm.yes')}
        onConfirm={confirm}
        busy={setActive.isPending || setUserType.isPending}
      />
      <ConfirmDialog
        open={resetFor !== null}
        onOpenChange={(open) => (open ? undefined : setResetFor(null))}
        title={t('resetTwoFactor.title')}
        text={resetFor ? t('resetTwoFactor.text', { name: nameOf(resetFor) }) : ''}
        destructive
        confirmLabel={t('resetTwoFactor.confirm')}
        onConfirm={confirmReset}
        busy={resetTwoFactor.isPending}
        error={resetError}
      />
      <PartnerLinkDialog
        key={partnerFor?.id ?? 'closed'}
        user={partnerFor}
        busy={assign.isPending}
        onClose={() => setPartnerFor(null)}
        onSubmit={(partnerId) =>
          partnerFor &&
          assign.mutate(
            { id: partnerFor.id, partnerId },
            {
              onSuccess: () => {
                toast.success(t('saved'));
                setPartnerFor(null);
              },
              onError: fail,
            },
          )
        }
      />
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

/**
 * User management (spec §2; PRODUCT-DECISIONS 7, 9): the accounts (search, type filter, paged table
 * that becomes cards on phones, row actions with confirmation, 'Yeni kullanıcı') and the audit list
 * ('Değişiklik Geçmişi').
 */
export function UserManagement({ tab, onTabChange }: { tab: UserAdminTab; onTabChange: (tab: UserAdminTab) => void }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Tabs value={tab} onValueChange={(v) => onTabChange(v as UserAdminTab)} className="flex flex-col gap-6">
      <TabsList aria-label={t('tabs.label')} className="w-full justify-start overflow-x-auto sm:w-fit">
        {USER_ADMIN_TABS.map((key) => (
          <TabsTrigger key={key} value={key} data-testid={`tab-${key}`}>
            {t(`tabs.${key}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="users">
        <UsersTab />
      </TabsContent>
      <TabsContent value="audit">
        <AuditList />
      </TabsContent>
    </Tabs>
  );
}
