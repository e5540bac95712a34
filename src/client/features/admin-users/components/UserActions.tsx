import { Building2Icon, KeyRoundIcon, MoreHorizontalIcon, PenLineIcon, PowerIcon, ShieldIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@shared/contracts/admin-users';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** What a row action asks for; the screen confirms or opens the partner dialog. */
export type UserAction =
  | { kind: 'editor'; user: AdminUser; granted: boolean }
  | { kind: 'master'; user: AdminUser; granted: boolean }
  | { kind: 'active'; user: AdminUser; isActive: boolean }
  | { kind: 'partner'; user: AdminUser }
  | { kind: 'twoFactor'; user: AdminUser };

/**
 * A row's action menu: grant/revoke Editör and Yönetici, deactivate/reactivate, link to a partner,
 * and reset two-factor sign-in for someone who has it, except on the admin's own row (they turn
 * theirs off in the Settings card, with their password).
 */
export function UserActions({
  user,
  isSelf,
  onAction,
}: {
  user: AdminUser;
  isSelf: boolean;
  onAction: (action: UserAction) => void;
}) {
  const { t } = useTranslation('adminUsers');
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const isEditor = user.availableUserTypes.includes('editor_admin');
  const isMaster = user.availableUserTypes.includes('master_admin');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('actions.label', { name })} data-testid="user-actions">
          <MoreHorizontalIcon aria-hidden="true" />
          <span className="sm:sr-only">{t('actions.short')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuItem
          data-testid="action-editor"
          onSelect={() => onAction({ kind: 'editor', user, granted: !isEditor })}
        >
          <PenLineIcon aria-hidden="true" />
          {t(isEditor ? 'actions.revokeEditor' : 'actions.grantEditor')}
        </DropdownMenuItem>
        <DropdownMenuItem
          data-testid="action-master"
          onSelect={() => onAction({ kind: 'master', user, granted: !isMaster })}
        >
          <ShieldIcon aria-hidden="true" />
          {t(isMaster ? 'actions.revokeMaster' : 'actions.grantMaster')}
        </DropdownMenuItem>
        <DropdownMenuItem data-testid="action-partner" onSelect={() => onAction({ kind: 'partner', user })}>
          <Building2Icon aria-hidden="true" />
          {t('actions.partner')}
        </DropdownMenuItem>
        {user.twoFactorEnabled && !isSelf ? (
          <DropdownMenuItem data-testid="action-two-factor" onSelect={() => onAction({ kind: 'twoFactor', user })}>
            <KeyRoundIcon aria-hidden="true" />
            {t('actions.resetTwoFactor')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          data-testid="action-active"
          className={user.isActive ? 'text-danger data-[highlighted]:text-danger' : undefined}
          onSelect={() => onAction({ kind: 'active', user, isActive: !user.isActive })}
        >
          <PowerIcon aria-hidden="true" />
          {t(user.isActive ? 'actions.deactivate' : 'actions.reactivate')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
