import { ArrowLeftIcon, ChevronUpIcon, MinusIcon, PlusIcon, XIcon, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POLL_INTERVALS_MS } from '@shared/contracts/realtime';
import type { SessionUser } from '@shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { badgeText } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useConversations } from '../api/conversations';
import { targetOf, targetWith, type ChatTarget } from '../lib/target';
import type { WidgetState } from './ChatLauncher';
import { ConversationList } from './ConversationList';
import { MessageThread } from './MessageThread';
import { PartnerPicker } from './PartnerPicker';

/** An icon button of the panel's coloured header bar. */
function HeaderButton({ onClick, label, icon: Icon }: { onClick: () => void; label: string; icon: LucideIcon }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9 text-primary-foreground hover:bg-primary-foreground/15"
      onClick={onClick}
      aria-label={label}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'thread'; target: ChatTarget };

/**
 * The chat widget's panel (spec §2, §4): the conversation list with 'Yeni konuşma' (hidden for partners,
 * spec §6) listing partners with search, the message view with back, minimise and close. Minimised, a
 * small bar keeps the widget's place (and the unread count) until it is restored. Focus moves into the
 * panel when it opens; Escape closes it (a preview dialog inside closes first).
 */
export function ChatWidget({
  state,
  user,
  unread,
  onMinimise,
  onRestore,
  onClose,
}: {
  state: WidgetState;
  user: SessionUser;
  unread: number;
  onMinimise: () => void;
  onRestore: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('messages');
  const [view, setView] = useState<View>({ kind: 'list' });
  const panel = useRef<HTMLDivElement>(null);
  const restore = useRef<HTMLButtonElement>(null);
  const isOpen = state === 'open';
  const conversations = useConversations(POLL_INTERVALS_MS.conversationsWidget, state !== 'closed');
  const isPartner = user.userType === 'partner';

  // Focus into the panel on open and on each view change, the restore button when minimised.
  useEffect(() => {
    if (state === 'open') panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    if (state === 'minimised') restore.current?.focus();
  }, [state, view]);

  // A conversation in view keeps its name and picture fresh from the list.
  const listed =
    view.kind === 'thread' ? conversations.data?.find((c) => c.id === view.target.conversationId) : undefined;
  const target = view.kind === 'thread' ? (listed ? targetOf(listed, view.target.name) : view.target) : null;

  // Escape closes the panel. A native listener: a preview dialog is portalled out of the panel's DOM,
  // so its own Escape never reaches here (React's synthetic events would bubble through the portal).
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.stopPropagation();
      onClose();
    };
    el.addEventListener('keydown', onKeyDown);
    return () => el.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const title = view.kind === 'new' ? t('newConversation') : t('title');

  return (
    <>
      {state === 'minimised' ? (
        <div
          className="fixed bottom-4 right-4 z-40 flex items-center gap-1 rounded-full border bg-background py-1 pl-4 pr-1 shadow-lg sm:bottom-6 sm:right-6"
          data-testid="chat-minimised"
        >
          <button
            ref={restore}
            type="button"
            onClick={onRestore}
            className="flex items-center gap-2 rounded-full py-1 text-sm font-semibold"
            aria-label={t('restore')}
          >
            <ChevronUpIcon className="size-4" aria-hidden="true" />
            <span className="max-w-40 truncate">{target?.name ?? title}</span>
            {unread > 0 ? (
              <span className="rounded-full bg-danger px-1.5 text-[11px] font-bold text-danger-foreground">
                {badgeText(unread)}
              </span>
            ) : null}
          </button>
          <Button variant="ghost" size="icon" className="size-8 rounded-full" onClick={onClose} aria-label={t('close')}>
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <div
        ref={panel}
        role="dialog"
        aria-modal="false"
        aria-labelledby="chat-widget-title"
        hidden={!isOpen}
        className={cn(
          // A phone gets the whole screen: a panel over half the header left its logo and the bell's
          // badge peeking out above the conversation (issue 18 item 15).
          'fixed inset-0 z-50 flex flex-col overflow-hidden bg-background',
          'sm:inset-auto sm:right-6 sm:bottom-6 sm:z-40 sm:h-[min(600px,calc(100dvh-6rem))] sm:w-[380px] sm:rounded-xl sm:border sm:shadow-2xl',
          !isOpen && 'hidden',
        )}
        data-testid="chat-widget"
      >
        <div className="flex items-center gap-1 border-b bg-primary px-2 py-2 text-primary-foreground">
          {view.kind !== 'list' ? (
            <HeaderButton onClick={() => setView({ kind: 'list' })} label={t('backToList')} icon={ArrowLeftIcon} />
          ) : null}
          <h2
            id="chat-widget-title"
            tabIndex={-1}
            data-autofocus={view.kind === 'list' ? '' : undefined}
            className="min-w-0 flex-1 truncate px-2 text-base font-semibold focus:outline-none"
          >
            {title}
          </h2>
          {view.kind === 'list' && !isPartner ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-primary-foreground hover:bg-primary-foreground/15"
              onClick={() => setView({ kind: 'new' })}
            >
              <PlusIcon aria-hidden="true" />
              {t('newConversation')}
            </Button>
          ) : null}
          <HeaderButton onClick={onMinimise} label={t('minimise')} icon={MinusIcon} />
          <HeaderButton onClick={onClose} label={t('close')} icon={XIcon} />
        </div>
        {/* Closed, nothing below the header polls; minimised, the open thread keeps its place. */}
        {state === 'closed' ? null : view.kind === 'list' ? (
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ConversationList
              query={conversations}
              selectedId={null}
              me={user.id}
              onSelect={(c) => setView({ kind: 'thread', target: targetOf(c, t('unknownUser')) })}
              emptyAction={
                isPartner ? null : (
                  <Button size="sm" onClick={() => setView({ kind: 'new' })}>
                    <PlusIcon aria-hidden="true" />
                    {t('newConversation')}
                  </Button>
                )
              }
            />
          </div>
        ) : view.kind === 'new' ? (
          <div className="flex min-h-0 flex-1 flex-col p-3">
            <PartnerPicker
              me={user.id}
              onPick={(p) =>
                setView({
                  kind: 'thread',
                  target: targetWith(user.id, p.userId, conversations.data, { name: p.companyName, image: p.logo }),
                })
              }
            />
          </div>
        ) : target ? (
          <MessageThread
            key={target.conversationId}
            target={target}
            me={user.id}
            active={isOpen}
            className="min-h-0 flex-1"
          />
        ) : null}
      </div>
    </>
  );
}
