import { ArrowLeftIcon, MessageSquareIcon } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES_PAGE_SIZE, type Message } from '@shared/contracts/messages';
import { CompanyLogo } from '@/components/CompanyLogo';
import { ErrorState } from '@/components/ErrorState';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { fetchMessages, mergeMessages, useMessages } from '../api/messages';
import { useMarkRead } from '../hooks/use-mark-read';
import { useTypingIndicator } from '../hooks/use-typing-indicator';
import type { ChatTarget } from '../lib/target';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';

function ThreadSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex flex-col gap-3 p-4" data-testid="thread-loading">
      <span className="sr-only">{t('states.loading')}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="ml-auto h-10 w-1/2" />
      <Skeleton className="h-16 w-3/5" />
      <Skeleton className="ml-auto h-10 w-2/5" />
    </div>
  );
}

/**
 * A conversation (spec §2 message view): header with back button, the other member and 'yazıyor…',
 * the messages (rendered from the query cache the socket appends to), older pages on request, and
 * the composer pinned at the bottom. Marks the conversation read while `active` (spec §4). Callers key
 * it by conversation id, so older pages and the draft never carry over to another conversation.
 */
export function MessageThread({
  target,
  me,
  active,
  onBack,
  backLabel,
  backOnlyNarrow = false,
  className,
}: {
  target: ChatTarget;
  me: number;
  /** Open and shown (not minimised): only then does it mark messages read. */
  active: boolean;
  /** Back to the conversation list (the widget always, the page on narrow screens). */
  onBack?: () => void;
  /** Hide the back button from the `md` breakpoint, where the list stays beside the thread (the page). */
  backOnlyNarrow?: boolean;
  backLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation('messages');
  const query = useMessages(target.conversationId, target.exists);
  const [older, setOlder] = useState<Message[]>([]);
  const [olderState, setOlderState] = useState<'idle' | 'loading' | 'done'>('idle');
  const latest = target.exists ? query.data : (query.data ?? []);
  const messages = latest ? mergeMessages(older, latest) : undefined;
  const typing = useTypingIndicator(target.conversationId, target.recipientId);
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages?.at(-1)?.id ?? 0;
  useMarkRead(target.conversationId, messages, me, active);

  // Follow the newest message (a new one, or the first load); older pages keep the reading position.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newestId, target.conversationId]);

  const loadOlder = async () => {
    const first = messages?.[0];
    if (!first) return;
    setOlderState('loading');
    const el = scroller.current;
    const fromBottom = el ? el.scrollHeight - el.scrollTop : 0;
    try {
      const page = await fetchMessages(target.conversationId, first.id);
      setOlder((o) => mergeMessages(page, o));
      setOlderState(page.length < MESSAGES_PAGE_SIZE ? 'done' : 'idle');
      requestAnimationFrame(() => {
        if (el) el.scrollTop = el.scrollHeight - fromBottom;
      });
    } catch {
      setOlderState('idle');
    }
  };
  const mayHaveOlder =
    olderState !== 'done' && (latest?.length ?? 0) >= MESSAGES_PAGE_SIZE && (messages?.length ?? 0) > 0;

  let body;
  if (!messages) {
    body = query.isError ? (
      <div className="p-4">
        <ErrorState
          title={t('loadError')}
          message={isApiError(query.error) ? query.error.message : t('loadErrorText')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    ) : (
      <ThreadSkeleton />
    );
  } else if (messages.length === 0) {
    body = (
      <div
        className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center"
        data-testid="thread-empty"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <MessageSquareIcon className="size-6" aria-hidden="true" />
        </span>
        <p className="font-medium">{t('threadEmpty')}</p>
        <p className="text-sm text-muted-foreground">{t('threadEmptyText', { name: target.name })}</p>
      </div>
    );
  } else {
    body = (
      <>
        {mayHaveOlder ? (
          <div className="flex justify-center pb-2">
            <Button variant="ghost" size="sm" onClick={() => void loadOlder()} disabled={olderState === 'loading'}>
              {t('loadOlder')}
            </Button>
          </div>
        ) : null}
        <ol className="flex flex-col gap-2" aria-label={t('messagesWith', { name: target.name })}>
          {messages.map((m) => (
            <MessageBubble key={m.id} message={m} own={m.senderId === me} />
          ))}
        </ol>
      </>
    );
  }

  return (
    <section
      className={cn('flex h-full min-h-0 flex-col', className)}
      aria-labelledby={`thread-${target.conversationId}`}
      data-testid="chat-thread"
    >
      <header className="flex items-center gap-3 border-b px-3 py-2">
        {onBack ? (
          <Button
            variant="ghost"
            size="icon"
            onClick={onBack}
            aria-label={backLabel ?? t('back')}
            className={backOnlyNarrow ? 'md:hidden' : undefined}
          >
            <ArrowLeftIcon aria-hidden="true" />
          </Button>
        ) : null}
        <CompanyLogo name={target.name} logo={target.image} size={36} className="rounded-full" />
        <div className="min-w-0 flex-1">
          <h2 id={`thread-${target.conversationId}`} className="truncate text-sm font-semibold" tabIndex={-1}>
            {target.name}
          </h2>
          <p className="h-4 text-xs text-muted-foreground" aria-live="polite">
            {typing ? t('typing') : ''}
          </p>
        </div>
      </header>
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto bg-surface/50 p-3" data-testid="thread-scroller">
        {body}
      </div>
      <Composer key={target.conversationId} target={target} />
    </section>
  );
}
