import { lazy, Suspense } from 'react';
import { useSession } from './session';

// The socket layer (lib/socket.ts with the cache reducers, and socket.io-client behind it) is only
// for signed-in users: visitors of the home page, whose first-load JavaScript has a budget
// (decision 005), download none of it.
const Bridge = lazy(() => import('./socket').then((m) => ({ default: m.RealtimeBridge })));

/**
 * The realtime connection of a signed-in user (issue 10 "Realtime"; lib/socket.ts `RealtimeBridge`),
 * loaded when a session user appears. Mount once, in the root layout. Renders nothing visible.
 */
export function RealtimeConnection() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <Bridge />
    </Suspense>
  );
}
