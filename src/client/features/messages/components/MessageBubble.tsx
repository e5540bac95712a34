import { CheckCheckIcon, CheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@shared/contracts/messages';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { displayText } from '../lib/attachment';
import { formatChatTime, formatFullTime } from '../lib/time';
import { AttachmentView } from './AttachmentView';

/**
 * One message (spec §3 Message, §4): own messages on the right with one check when sent and two when
 * read (`isRead`), the other member's on the left; text keeps its line breaks; a file is shown by
 * {@link AttachmentView} instead of the composed '📎 …' line.
 */
export function MessageBubble({ message, own }: { message: Message; own: boolean }) {
  const { t } = useTranslation('messages');
  const lang = useLanguage();
  const text = displayText(message);
  return (
    <li className={cn('flex', own ? 'justify-end' : 'justify-start')} data-testid="chat-message">
      <div
        className={cn(
          'flex max-w-[85%] flex-col gap-1.5 rounded-2xl px-3 py-2 text-sm shadow-xs',
          own ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        {message.fileUrl ? <AttachmentView file={{ ...message, fileUrl: message.fileUrl }} own={own} /> : null}
        {text ? <p className="break-words whitespace-pre-wrap">{text}</p> : null}
        <p
          className={cn(
            'flex items-center justify-end gap-1 text-[11px]',
            own ? 'text-primary-foreground/80' : 'text-muted-foreground',
          )}
        >
          <time dateTime={message.createdAt} title={formatFullTime(message.createdAt, lang)}>
            {formatChatTime(message.createdAt, lang)}
          </time>
          {own ? (
            message.isRead ? (
              <CheckCheckIcon className="size-3.5" role="img" aria-label={t('read')} data-testid="check-read" />
            ) : (
              <CheckIcon className="size-3.5" role="img" aria-label={t('sent')} data-testid="check-sent" />
            )
          ) : null}
        </p>
      </div>
    </li>
  );
}
