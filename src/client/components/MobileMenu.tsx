import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { paths } from '@/lib/routes';
import { cn } from '@/lib/utils';
import type { NavItem } from './Header';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly NavItem[];
  /** The parent organisation link, built by the header from /api/init. */
  parentLink: ReactNode;
  /** The menu button: focus goes back to it when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The navigation sheet used below 1024 px (spec §2 "mobile menu"). */
export function MobileMenu({ open, onOpenChange, items, parentLink, returnFocusTo }: MobileMenuProps) {
  const { t } = useTranslation('common');
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
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
                      isActive && item.to !== paths.categories ? 'bg-primary-soft text-primary-soft-foreground' : '',
                    )
                  }
                >
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex flex-col gap-3 border-t p-4">
          <Button asChild size="lg">
            <Link to={paths.register} onClick={close}>
              {t('nav.register')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.signIn} onClick={close}>
              {t('nav.signIn')}
            </Link>
          </Button>
          {parentLink}
        </div>
      </SheetContent>
    </Sheet>
  );
}
