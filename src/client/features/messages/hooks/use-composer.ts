import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendMessageInput } from '@shared/contracts/messages';
import { isApiError } from '@/lib/api';
import { realtimeKeys } from '@/lib/realtime-keys';
import { emitTyping } from '@/lib/socket';
import { uploadFile } from '@/lib/upload';
import { addMessageToCache, sendMessage } from '../api/messages';
import { attachmentMessageText, checkChatFile } from '../lib/attachment';
import type { ChatTarget } from '../lib/target';

/** The chat upload route: the general private upload with the chat's limits and texts (spec §5). */
export const CHAT_UPLOAD_PATH = '/api/upload/general?purpose=chat';
/** At most one `typing` event per this many ms while the user types. */
const TYPING_THROTTLE_MS = 2_000;

/** A picked file: uploading with its progress (0–100), ready with its URL, or failed. */
export type ComposerAttachment =
  { file: File; status: 'uploading'; progress: number } | { file: File; status: 'ready'; url: string };

/**
 * The composer of one conversation (spec §5 Chat, §7 send, §8): text, one attachment uploaded as soon as
 * it is picked (with progress), and sending. A message is sent only when its trimmed text is not blank
 * or a file is ready. Each composed message gets one `Idempotency-Key` (a random UUID) that a retry
 * reuses, so a send whose answer was lost is stored once. Send errors are silent (spec §8): the text
 * stays and `failed` shows a retry marker; only a refusal of who may be written to (403
 * MESSAGE_NOT_ALLOWED, issue 18) is said, in the server's words from the shared catalogue. Local file refusals and upload failures give the spec's texts.
 */
export function useComposer(target: ChatTarget) {
  const { t } = useTranslation('shared');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<ComposerAttachment | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const pendingKey = useRef<{ key: string; body: string } | null>(null);
  const lastTyping = useRef(0);
  const upload = useRef<AbortController | null>(null);

  const trimmed = text.trim();
  const canSend =
    !sending && attachment?.status !== 'uploading' && (trimmed.length > 0 || attachment?.status === 'ready');

  const changeText = useCallback(
    (value: string) => {
      setText(value);
      const now = Date.now();
      if (value.trim() && now - lastTyping.current > TYPING_THROTTLE_MS) {
        lastTyping.current = now;
        emitTyping(target.conversationId);
      }
    },
    [target.conversationId],
  );

  const pickFile = useCallback(
    (file: File) => {
      setFileError(null);
      const problem = checkChatFile(file);
      if (problem) {
        setFileError(t(problem.key, problem.params));
        return;
      }
      upload.current?.abort();
      const controller = new AbortController();
      upload.current = controller;
      setAttachment({ file, status: 'uploading', progress: 0 });
      uploadFile<{ success: boolean; url: string }>(CHAT_UPLOAD_PATH, 'file', file, {
        signal: controller.signal,
        onProgress: (progress) =>
          setAttachment((a) => (a?.file === file && a.status === 'uploading' ? { ...a, progress } : a)),
      })
        .then((result) => setAttachment((a) => (a?.file === file ? { file, status: 'ready', url: result.url } : a)))
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          setAttachment((a) => (a?.file === file ? null : a));
          // The server's own text for a refusal by content (size or type); otherwise the spec's alert.
          const refused = isApiError(error) && (error.status === 413 || error.status === 415);
          setFileError(refused ? error.message : t('messages.uploadFailed'));
        });
    },
    [t],
  );

  const removeFile = useCallback(() => {
    upload.current?.abort();
    setAttachment(null);
    setFileError(null);
  }, []);

  const send = useCallback(async () => {
    if (!canSend) return;
    const ready = attachment?.status === 'ready' ? attachment : null;
    const body: SendMessageInput = {
      message: ready ? attachmentMessageText(trimmed, ready.file, ready.url) : trimmed,
      conversationId: target.conversationId,
      recipientId: target.recipientId,
      ...(ready ? { fileUrl: ready.url, fileName: ready.file.name } : {}),
    };
    const serialized = JSON.stringify(body);
    // The same composed message keeps its key (a retry); an edited one is a new message.
    if (pendingKey.current?.body !== serialized) pendingKey.current = { key: crypto.randomUUID(), body: serialized };
    const { key } = pendingKey.current;
    setSending(true);
    setSendError(null);
    try {
      const message = await sendMessage(body, key);
      pendingKey.current = null;
      addMessageToCache(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: realtimeKeys.conversations, exact: true });
      setText('');
      setAttachment(null);
      setFailed(false);
    } catch (error) {
      if (isApiError(error) && error.code === 'MESSAGE_NOT_ALLOWED') {
        setSendError(error.message);
        pendingKey.current = null;
      } else {
        setFailed(true);
      }
    } finally {
      setSending(false);
    }
  }, [attachment, canSend, queryClient, target.conversationId, target.recipientId, trimmed]);

  return {
    text,
    setText: changeText,
    attachment,
    pickFile,
    removeFile,
    fileError,
    dismissFileError: () => setFileError(null),
    sendError,
    failed,
    sending,
    canSend,
    send,
  };
}
