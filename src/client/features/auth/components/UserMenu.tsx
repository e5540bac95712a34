import { ArrowLeftRightIcon, LogOutIcon, MessageSquareTextIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@shared/contracts/auth';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { feedbackDialog } from '@/lib/feedback-dialog';
import { useOwnPartnerPath } from '../api/own-partner';
import { useSignOut } from '../hooks/use-auth-actions';
import { accountTypeDialog } from '../lib/account-type-dialog';
import { canSwitchType, displayNameOf, menuLinksFor } from '../lib/roles';
import { MENU_ICONS } from './menu-icons';
import { UserMenuButtonContent, userMenuButtonClass } from './UserAvatar';

/**
 * The signed-in user's menu in the header (spec §2 "Menu per active type"): the active type's
 * pages, 'Hesap Türünü Değiştir' when more than one type is held, and 'Çıkış Yap'.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('users');
  const trigger = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  const partnerProfile = useOwnPartnerPath(user.id, user.userType === 'partner');
  const links = menuLinksFor(user, partnerProfile);

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger ref={trigger} className={userMenuButtonClass} data-testid="user-menu-button">
        {/* No aria-label: the name is the visible first name plus a hidden suffix ('Emre hesap menüsü'),
            so it always contains what is shown (WCAG 2.5.3; an aria-label missed the initials, which
            axe reads as visible text). The initials are aria-hidden. */}
        <UserMenuButtonContent user={user} />
        <span className="sr-only">{` ${t('menu.nameSuffix')}`}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72" data-testid="user-menu">
        <DropdownMenuLabel className="flex flex-col gap-1 font-normal">
          <span className="truncate font-semibold text-foreground">{displayNameOf(user)}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          <Badge variant="secondary" className="mt-1">
            {t(`types.${user.userType}.label`)}
          </Badge>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {links.map((link) => {
            const Icon = MENU_ICONS[link.key];
            return (
              <DropdownMenuItem key={link.key} asChild>
                <Link to={link.to}>
                  <Icon aria-hidden="true" className="text-muted-foreground" />
                  {t(`menu.${link.key}`)}
                </Link>
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => feedbackDialog.open(trigger.current)} data-testid="user-menu-feedback">
          <MessageSquareTextIcon aria-hidden="true" className="text-muted-foreground" />
          {t('menu.feedback')}
        </DropdownMenuItem>
        {canSwitchType(user) ? (
          <DropdownMenuItem onSelect={() => accountTypeDialog.open(trigger.current)}>
            <ArrowLeftRightIcon aria-hidden="true" className="text-muted-foreground" />
            {t('menu.switchType')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem
          disabled={signOut.isPending}
          onSelect={() => signOut.mutate()}
          className="text-danger data-[highlighted]:text-danger"
        >
          <LogOutIcon aria-hidden="true" />
          {t('menu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
