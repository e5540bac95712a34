import { AlertCircleIcon, Loader2Icon, PaperclipIcon, RotateCwIcon, SendIcon, XIcon } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@shared/contracts/messages';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { useComposer } from '../hooks/use-composer';
import { CHAT_FILE_ACCEPT } from '../lib/attachment';
import type { ChatTarget } from '../lib/target';

/**
 * The message input pinned under a thread (spec §2, §5 Chat): attach button, a textarea where Enter
 * sends and Shift+Enter adds a line, the send button (enabled only with text or a ready file), the
 * picked file with its upload progress, the spec's file texts, and a retry marker after a failed send.
 * Keyed by conversation by its parent, so a draft never moves to another conversation.
 */
export function Composer({ target }: { target: ChatTarget }) {
  const { t } = useTranslation('messages');
  const composer = useComposer(target);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { attachment } = composer;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void composer.send();
    }
  };

  return (
    <div className="border-t bg-background p-3" data-testid="chat-composer">
      {composer.sendError ? (
        <p role="alert" className="mb-2 flex items-start gap-2 rounded-md bg-danger-soft p-2 text-sm text-danger">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {composer.sendError}
        </p>
      ) : null}
      {composer.fileError ? (
        <div role="alert" className="mb-2 flex items-start gap-2 rounded-md bg-danger-soft p-2 text-sm text-danger">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="flex-1">{composer.fileError}</span>
          <button
            type="button"
            onClick={composer.dismissFileError}
            className="rounded-sm p-0.5 hover:bg-danger/10"
            aria-label={t('dismiss')}
          >
            <XIcon className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      {attachment ? (
        <div
          className="mb-2 flex items-center gap-2 rounded-md border bg-surface p-2 text-sm"
          data-testid="composer-file"
        >
          <PaperclipIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{attachment.file.name}</p>
            {attachment.status === 'uploading' ? (
              <Progress value={attachment.progress} className="mt-1 h-1.5" label={t('uploading')} />
            ) : (
              <p className="text-xs text-muted-foreground">{t('fileReady')}</p>
            )}
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={composer.removeFile}
            aria-label={t('removeFile', { name: attachment.file.name })}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          className="sr-only"
          tabIndex={-1}
          accept={CHAT_FILE_ACCEPT}
          aria-label={t('attach')}
          data-testid="chat-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) composer.pickFile(file);
          }}
        />
        <Button variant="ghost" size="icon" onClick={() => fileInput.current?.click()} aria-label={t('attach')}>
          <PaperclipIcon aria-hidden="true" />
        </Button>
        <label htmlFor={inputId} className="sr-only">
          {t('inputLabel')}
        </label>
        <Textarea
          id={inputId}
          value={composer.text}
          onChange={(event) => composer.setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          data-autofocus=""
          className="max-h-32 min-h-10 flex-1 resize-none py-2"
        />
        {composer.failed ? (
          <Button
            variant="outline"
            size="icon"
            className="border-danger text-danger"
            onClick={() => void composer.send()}
            disabled={composer.sending}
            aria-label={t('retrySend')}
            tooltip={t('sendFailed')}
            data-testid="chat-retry"
          >
            <RotateCwIcon aria-hidden="true" />
          </Button>
        ) : null}
        <Button size="icon" onClick={() => void composer.send()} disabled={!composer.canSend} aria-label={t('send')}>
          {composer.sending ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <SendIcon aria-hidden="true" />
          )}
        </Button>
      </div>
      {composer.failed ? (
        <p className="mt-1 text-xs text-danger" role="status">
          {t('sendFailed')}
        </p>
      ) : null}
    </div>
  );
}
