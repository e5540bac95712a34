import { AlertCircleIcon, LogInIcon, MessageSquareIcon, PlusIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { conversationIdFor } from '@shared/contracts/messages';
import { POLL_INTERVALS_MS } from '@shared/contracts/realtime';
import type { SessionUser } from '@shared/contracts/auth';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { authPath } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useConversations } from '../api/conversations';
import { useChatPartner } from '../api/partners';
import { otherMember, targetWith, type ChatTarget } from '../lib/target';
import { ConversationList } from './ConversationList';
import { MessageThread } from './MessageThread';
import { PartnerPicker } from './PartnerPicker';
import { messageKey } from '@/lib/i18n';

/** What a visitor sees (spec §2 "a login-needed notice when signed out"), with a way back after sign-in. */
function LoginNotice() {
  const { t } = useTranslation('messages');
  const location = useLocation();
  return (
    <div className="container-page flex flex-col gap-6 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <EmptyState
        icon={LogInIcon}
        title={t('signedOut')}
        action={
          <Button asChild>
            <Link to={authPath({ redirect: `${location.pathname}${location.search}` })}>{t('signIn')}</Link>
          </Button>
        }
      />
    </div>
  );
}

/** A short notice in the thread pane (a bad link, a partner without an account, one's own partner). */
function PaneNotice({ text, onBack }: { text: string; onBack: () => void }) {
  const { t } = useTranslation('messages');
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center" role="status">
      <AlertCircleIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm">{text}</p>
      <Button variant="outline" size="sm" onClick={onBack}>
        {t('backToList')}
      </Button>
    </div>
  );
}

interface DraftPeer {
  name: string;
  image: string | null;
}

/**
 * The signed-in messages screen: list left, thread right with the composer pinned at the bottom
 * (DESIGN.md, Upwork's pane); one column below `md` (the list, then the thread with back). The open
 * conversation is the URL's `?conversation=`; `?partner={partnerId}` (the profile's button) resolves the
 * partner's owner and opens or starts that conversation. 'Yeni mesaj' is hidden for partners (spec §6).
 */
function SignedInMessages({ user }: { user: SessionUser }) {
  const { t } = useTranslation('messages');
  const [params, setParams] = useSearchParams();
  const [drafts, setDrafts] = useState<Record<string, DraftPeer>>({});
  const [picking, setPicking] = useState(false);
  const conversations = useConversations(POLL_INTERVALS_MS.conversationsPage);
  const isPartner = user.userType === 'partner';
  const conversationParam = params.get('conversation');
  const partnerParam = conversationParam ? null : params.get('partner');
  const partner = useChatPartner(partnerParam);

  const open = (conversationId: string, peer?: DraftPeer) => {
    if (peer) setDrafts((d) => ({ ...d, [conversationId]: peer }));
    setParams({ conversation: conversationId });
  };
  const back = () => setParams({});

  const owner = partner.data?.userId ?? null;

  let pane;
  let target: ChatTarget | null = null;
  if (conversationParam) {
    const other = otherMember(conversationParam, user.id);
    if (other === null) pane = <PaneNotice text={t(messageKey('messages.conversationNotFound'))} onBack={back} />;
    else if (!conversations.data && !conversations.isError) {
      pane = (
        <div className="flex flex-col gap-3 p-4" role="status">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
      );
    } else {
      target = targetWith(
        user.id,
        other,
        conversations.data,
        drafts[conversationParam] ?? { name: t('unknownUser'), image: null },
      );
    }
  } else if (partnerParam) {
    // The profile's button: the conversation with the partner's owner, started by the first send.
    if (partner.isError) {
      pane = (
        <PaneNotice text={isApiError(partner.error) ? partner.error.message : t('partnerUnavailable')} onBack={back} />
      );
    } else if (!partner.data || (!conversations.data && !conversations.isError)) {
      pane = <Skeleton className="m-4 h-24" />;
    } else if (owner === null) pane = <PaneNotice text={t('partnerUnavailable')} onBack={back} />;
    else if (owner === user.id) pane = <PaneNotice text={t('ownPartner')} onBack={back} />;
    else {
      target = targetWith(user.id, owner, conversations.data, {
        name: partner.data.companyName,
        image: partner.data.logo,
      });
    }
  }
  if (target) {
    pane = (
      <MessageThread
        key={target.conversationId}
        target={target}
        me={user.id}
        active
        onBack={back}
        backLabel={t('backToList')}
        backOnlyNarrow
      />
    );
  }
  const hasPane = Boolean(conversationParam || partnerParam);

  // A conversation that opens (the profile's 'Mesaj Gönder', a click in the list) puts the focus in
  // its composer (issue 18 item 16): it was seven Tabs away.
  const paneRef = useRef<HTMLDivElement>(null);
  const openId = target?.conversationId ?? null;
  useEffect(() => {
    if (openId) paneRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [openId]);

  const newButton = isPartner ? null : (
    <Button onClick={() => setPicking(true)} aria-haspopup="dialog">
      <PlusIcon aria-hidden="true" />
      {t('newMessage')}
    </Button>
  );

  return (
    <div className="container-page py-6 sm:py-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{isPartner ? t('subtitlePartner') : t('subtitle')}</p>
        </div>
        {newButton}
      </div>
      <div
        className="grid h-[calc(100dvh-13rem)] min-h-[28rem] overflow-hidden rounded-xl border bg-card shadow-xs md:grid-cols-[20rem_minmax(0,1fr)]"
        data-testid="messages-screen"
      >
        <aside
          className={cn('min-h-0 overflow-y-auto border-r', hasPane && 'max-md:hidden')}
          aria-label={t('listLabel')}
        >
          <ConversationList
            query={conversations}
            selectedId={target?.conversationId ?? null}
            me={user.id}
            onSelect={(c) => open(c.id)}
            emptyAction={isPartner ? null : newButton}
          />
        </aside>
        <div ref={paneRef} className={cn('min-h-0', !hasPane && 'max-md:hidden')}>
          {pane ?? (
            <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
              <MessageSquareIcon className="size-10" aria-hidden="true" />
              <p>{t('choose')}</p>
            </div>
          )}
        </div>
      </div>
      <Dialog open={picking} onOpenChange={setPicking}>
        <DialogContent className="sm:h-[min(36rem,90vh)]">
          <DialogHeader>
            <DialogTitle>{t('newMessage')}</DialogTitle>
            <DialogDescription>{t('newMessageText')}</DialogDescription>
          </DialogHeader>
          <PartnerPicker
            me={user.id}
            onPick={(p) => {
              setPicking(false);
              open(conversationIdFor(user.id, p.userId), { name: p.companyName, image: p.logo });
            }}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}

/**
 * /messages and /chat (spec §2, the same screen): the login-needed notice for visitors (the routes are
 * public so the notice can be shown in place), otherwise the conversations and the open thread.
 */
export function MessagesScreen() {
  const { user } = useSession();
  const { t } = useTranslation('messages');
  if (user === undefined) {
    return (
      <div className="container-page py-8" role="status">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-[28rem] w-full" />
      </div>
    );
  }
  if (user === null) return <LoginNotice />;
  return <SignedInMessages user={user} />;
}
