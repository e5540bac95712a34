import { Loader2Icon, SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@shared/contracts/admin-users';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { usePartnerLookup } from '../api/partners-lookup';
import { useDebounced } from './use-debounced';

/**
 * Links a user as a partner's owner, or unlinks their partner (PATCH …/assign-partner). Searches every
 * partner (GET /api/admin/partners); partners that already have another owner cannot be picked.
 * The caller keys it on the user, so each opening starts with an empty search.
 */
export function PartnerLinkDialog({
  user,
  busy,
  onClose,
  onSubmit,
}: {
  user: AdminUser | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (partnerId: number | null) => void;
}) {
  const { t } = useTranslation('adminUsers');
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const q = useDebounced(draft.trim(), 300);
  const partners = usePartnerLookup(q, 8, user !== null);

  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg" data-testid="partner-link-dialog">
        <DialogHeader>
          <DialogTitle>{t('partnerDialog.title')}</DialogTitle>
          <DialogDescription>{t('partnerDialog.description', { name })}</DialogDescription>
        </DialogHeader>
        {user?.partner ? (
          <p className="rounded-md bg-muted p-3 text-sm">
            {t('partnerDialog.current', { company: user.partner.companyName })}
          </p>
        ) : null}
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {t('partnerDialog.search')}
          </label>
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            placeholder={t('partnerDialog.search')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <div
          role="radiogroup"
          aria-label={t('partnerDialog.results')}
          className="flex max-h-64 flex-col gap-1 overflow-y-auto"
        >
          {partners.isPending ? (
            Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-12 w-full" />)
          ) : partners.isError ? (
            <p className="text-sm text-danger">{t('partnerDialog.loadError')}</p>
          ) : partners.data.items.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">{t('partnerDialog.empty')}</p>
          ) : (
            partners.data.items.map((p) => {
              const taken = p.userId !== null && p.userId !== user?.id;
              return (
                <div
                  key={p.id}
                  className="relative flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
                >
                  <input
                    id={`partner-option-${p.id}`}
                    type="radio"
                    name="partner"
                    value={p.id}
                    checked={picked === p.id}
                    disabled={taken}
                    onChange={() => setPicked(p.id)}
                  />
                  <label
                    htmlFor={`partner-option-${p.id}`}
                    className="min-w-0 flex-1 cursor-pointer after:absolute after:inset-0"
                  >
                    <span className="block truncate font-medium">{p.companyName}</span>
                    <span className="block truncate text-muted-foreground">
                      @{p.username}
                      {taken ? ` · ${t('partnerDialog.taken')}` : ''}
                    </span>
                  </label>
                </div>
              );
            })
          )}
        </div>
        <DialogFooter className="gap-2">
          {user?.partner ? (
            <Button type="button" variant="outline" disabled={busy} onClick={() => onSubmit(null)}>
              {t('partnerDialog.unlink')}
            </Button>
          ) : null}
          <Button type="button" disabled={busy || picked === null} onClick={() => onSubmit(picked)}>
            {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {t('partnerDialog.link')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
