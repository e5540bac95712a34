import { lazy, Suspense, useState } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { useAccountTypeDialogOpen } from '../lib/account-type-dialog';

const AccountTypeDialog = lazy(() =>
  Promise.all([import('./AccountTypeDialog'), loadNamespaces('users')]).then(([m]) => ({
    default: m.AccountTypeDialog,
  })),
);

/** Mounts the lazy account type dialog once it is first opened, then keeps it (for its close animation). */
export function AccountTypeDialogHost() {
  const open = useAccountTypeDialogOpen();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  if (!open && !used) return null;
  return (
    <Suspense fallback={null}>
      <AccountTypeDialog />
    </Suspense>
  );
}
