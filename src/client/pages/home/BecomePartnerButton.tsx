import { type ComponentProps, lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { mayApplyAsPartner, useBecomePartnerPath } from '@/lib/cta-paths';
import { loadNamespaces } from '@/lib/i18n';
import { useSession } from '@/lib/session';

const ApplicationDialogLauncher = lazy(async () => {
  await loadNamespaces('partnerApplications', 'files', 'shared');
  return import('./ApplicationDialogLauncher');
});

type BecomePartnerButtonProps = Omit<ComponentProps<typeof Button>, 'asChild' | 'onClick'> & { label: string };

/**
 * The home page's become-partner button (spec §2): opens the application dialog for a signed-in user,
 * and is a link to /auth?from=partner for a visitor (so it works before hydration and without scripts).
 * Partners and admins see no button.
 */
export function BecomePartnerButton({ label, ...buttonProps }: BecomePartnerButtonProps) {
  const { user } = useSession();
  const path = useBecomePartnerPath();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // Partners and admins have nothing to apply for.
  if (!mayApplyAsPartner(user)) return null;
  if (!user) {
    return (
      <Button asChild {...buttonProps}>
        <Link to={path}>{label}</Link>
      </Button>
    );
  }
  return (
    <>
      <Button {...buttonProps} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ApplicationDialogLauncher onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
