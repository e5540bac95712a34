import { MessageCircleIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { badgeText } from '@/lib/format';
import { loadNamespaces } from '@/lib/i18n';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useMessageUnreadCount } from '../api/unread-count';
import { PAGES } from '@shared/pages';

/** The panel's chunk and its texts, fetched on the first open (the home page's JS budget is tight). */
const ChatWidget = lazy(() =>
  Promise.all([import('./ChatWidget'), loadNamespaces('messages', 'shared', 'files')]).then(([module]) => ({
    default: module.ChatWidget,
  })),
);

/** The widget's state: closed, open or minimised (spec §4, chat widget). */
export type WidgetState = 'closed' | 'open' | 'minimised';

/**
 * The floating chat widget's launcher (spec §2, signed-in users only): a round button bottom right
 * with the unread badge ('99+' cap). The panel itself is a lazy chunk loaded on the first open and
 * kept mounted afterwards, so a minimised or closed widget keeps its place. Not shown on /messages
 * and /chat, which are the same screen at full size.
 */
export function ChatLauncher() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const { pathname } = useLocation();
  const [state, setState] = useState<WidgetState>('closed');
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const unread = useMessageUnreadCount(Boolean(user)).data?.count ?? 0;

  if (!user || pathname === paths.messages || pathname === PAGES.chat.path) return null;

  const open = () => {
    setLoaded(true);
    setState('open');
  };
  const close = () => {
    setState('closed');
    // After the panel is hidden, so the launcher is back in the page.
    requestAnimationFrame(() => button.current?.focus());
  };

  return (
    <>
      {state === 'closed' ? (
        <button
          ref={button}
          type="button"
          onClick={open}
          aria-haspopup="dialog"
          aria-label={unread > 0 ? t('chatWidget.openUnread', { count: unread }) : t('chatWidget.open')}
          className="fixed bottom-4 right-4 z-40 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:bottom-6 sm:right-6"
          data-testid="chat-launcher"
        >
          <MessageCircleIcon className="size-6" aria-hidden="true" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] font-bold text-danger-foreground ring-2 ring-background"
              data-testid="chat-launcher-badge"
            >
              {badgeText(unread)}
            </span>
          ) : null}
        </button>
      ) : null}
      {loaded ? (
        <Suspense fallback={null}>
          <ChatWidget
            state={state}
            user={user}
            unread={unread}
            onMinimise={() => setState('minimised')}
            onRestore={() => setState('open')}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
