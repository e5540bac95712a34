import {
  BriefcaseIcon,
  CheckIcon,
  Loader2Icon,
  ShieldCheckIcon,
  ShieldIcon,
  UserIcon,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@shared/constants';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useSwitchAccountType } from '../hooks/use-auth-actions';
import { accountTypeDialog, useAccountTypeDialogOpen } from '../lib/account-type-dialog';
import { TYPE_ORDER } from '../lib/roles';

const TYPE_ICONS: Record<UserType, LucideIcon> = {
  user: UserIcon,
  partner: BriefcaseIcon,
  editor_admin: ShieldIcon,
  master_admin: ShieldCheckIcon,
};

/**
 * 'Hesap Türü Seçin' (spec §2, §4): the types the user holds, with their descriptions. The current
 * type is shown but cannot be chosen again; choosing another switches, toasts and opens its page.
 */
export function AccountTypeDialog() {
  const { t } = useTranslation('users');
  const open = useAccountTypeDialogOpen();
  const { user } = useSession();
  const switchType = useSwitchAccountType({ onSwitched: accountTypeDialog.close });
  if (!user) return null;

  const held = TYPE_ORDER.filter((type) => user.availableUserTypes.includes(type));

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : accountTypeDialog.close())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const target = accountTypeDialog.takeReturnFocus();
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('switchType.title')}</DialogTitle>
          <DialogDescription>{t('switchType.description')}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-3" aria-label={t('switchType.listLabel')}>
          {held.map((type) => {
            const Icon = TYPE_ICONS[type];
            const current = type === user.userType;
            const busy = switchType.isPending && switchType.variables === type;
            return (
              <li key={type}>
                <button
                  type="button"
                  data-testid={`account-type-${type}`}
                  disabled={current || switchType.isPending}
                  aria-current={current ? 'true' : undefined}
                  aria-busy={busy}
                  onClick={() => switchType.mutate(type)}
                  className={cn(
                    'flex w-full items-start gap-4 rounded-lg border p-4 text-left transition-colors',
                    current
                      ? 'cursor-default border-primary bg-primary-soft'
                      : 'hover:border-primary hover:bg-accent disabled:opacity-60',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-10 shrink-0 items-center justify-center rounded-full',
                      current ? 'bg-primary text-primary-foreground' : 'bg-secondary text-primary',
                    )}
                  >
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-foreground">{t(`types.${type}.label`)}</span>
                      {current ? (
                        <Badge variant="default">
                          <CheckIcon aria-hidden="true" />
                          {t('switchType.current')}
                        </Badge>
                      ) : null}
                    </span>
                    <span className="mt-1 block text-sm text-muted-foreground">{t(`types.${type}.description`)}</span>
                  </span>
                  {busy ? <Loader2Icon className="mt-2 size-5 animate-spin text-primary" aria-hidden="true" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
