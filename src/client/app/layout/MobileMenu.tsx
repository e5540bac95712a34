import { ArrowLeftRightIcon, LogOutIcon, MessageSquareTextIcon } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { SessionUser } from '@shared/contracts/auth';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useOwnPartnerPath } from '@/features/auth/api/own-partner';
import { UserAvatar } from '@/features/auth/components/UserAvatar';
import { MENU_ICONS } from '@/features/auth/components/menu-icons';
import { useSignOut } from '@/features/auth/hooks/use-auth-actions';
import { accountTypeDialog } from '@/features/auth/lib/account-type-dialog';
import { feedbackDialog } from '@/lib/feedback-dialog';
import { canSwitchType, displayNameOf, menuLinksFor } from '@/features/auth/lib/roles';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { isSignInLink, useSignInPath, type NavItem } from './nav';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly NavItem[];
  /** The parent organisation link, built by the header from /api/init. */
  parentLink: ReactNode;
  /** The menu button: focus goes back to it when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

const itemClass = 'flex h-12 items-center gap-3 rounded-md px-3 text-base font-medium hover:bg-accent';

/** The signed-in part of the sheet: who is signed in, the active type's pages, switch and sign-out. */
function AccountSection({
  user,
  close,
  menuButton,
}: {
  user: SessionUser;
  close: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('users');
  const signOut = useSignOut();
  const partnerProfile = useOwnPartnerPath(user.id, user.userType === 'partner');
  const links = menuLinksFor(user, partnerProfile);

  return (
    <section aria-labelledby="mobile-account-title" className="border-t px-4 pt-4" data-testid="mobile-account">
      <h2 id="mobile-account-title" className="sr-only">
        {t('menu.accountSection')}
      </h2>
      <div className="flex items-center gap-3 px-3 pb-3">
        <UserAvatar user={user} className="size-10 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{displayNameOf(user)}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
        <Badge variant="secondary" className="ml-auto">
          {t(`types.${user.userType}.label`)}
        </Badge>
      </div>
      <ul className="flex flex-col gap-1">
        {links.map((link) => {
          const Icon = MENU_ICONS[link.key];
          return (
            <li key={link.key}>
              <NavLink
                to={link.to}
                onClick={close}
                className={({ isActive }) =>
                  cn(itemClass, isActive ? 'bg-primary-soft text-primary-soft-foreground' : '')
                }
              >
                <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
                {t(`menu.${link.key}`)}
              </NavLink>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={cn(itemClass, 'w-full')}
            data-testid="mobile-feedback"
            onClick={() => {
              close();
              feedbackDialog.open(menuButton.current);
            }}
          >
            <MessageSquareTextIcon className="size-5 text-muted-foreground" aria-hidden="true" />
            {t('menu.feedback')}
          </button>
        </li>
        {canSwitchType(user) ? (
          <li>
            <button
              type="button"
              className={cn(itemClass, 'w-full')}
              onClick={() => {
                close();
                accountTypeDialog.open(menuButton.current);
              }}
            >
              <ArrowLeftRightIcon className="size-5 text-muted-foreground" aria-hidden="true" />
              {t('menu.switchType')}
            </button>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            className={cn(itemClass, 'w-full text-danger')}
            disabled={signOut.isPending}
            onClick={() => {
              signOut.mutate();
              close();
            }}
          >
            <LogOutIcon className="size-5" aria-hidden="true" />
            {t('menu.signOut')}
          </button>
        </li>
      </ul>
    </section>
  );
}

/** The navigation sheet used below 1024 px (spec §2 "mobile menu"), with the same account entries. */
export function MobileMenu({ open, onOpenChange, items, parentLink, returnFocusTo }: MobileMenuProps) {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const signInPath = useSignInPath();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // The account type dialog, when opened from here, takes the focus itself.
          if (!accountTypeDialog.isOpen()) returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle>{t('nav.menuTitle')}</SheetTitle>
          <SheetDescription className="sr-only">{t('nav.menuDescription')}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t('nav.label')} className="px-4">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      'flex h-12 items-center rounded-md px-3 text-base font-medium hover:bg-accent',
                      isActive && item.to !== paths.categories && !isSignInLink(item)
                        ? 'bg-primary-soft text-primary-soft-foreground'
                        : '',
                    )
                  }
                >
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {user ? <AccountSection user={user} close={close} menuButton={returnFocusTo} /> : null}
        <div className="mt-auto flex flex-col gap-3 border-t p-4">
          {user ? null : (
            <>
              <Button asChild size="lg">
                <Link to={paths.register} onClick={close}>
                  {t('nav.register')}
                </Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to={signInPath} onClick={close}>
                  {t('nav.signIn')}
                </Link>
              </Button>
            </>
          )}
          {parentLink}
          {/* Spec §2: the TR/EN switch; the header's top bar with its switch is off-screen behind the sheet. */}
          <LanguageSwitch testId="language-switch-mobile" className="self-start" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
