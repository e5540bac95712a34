/**
 * Chat attachments (spec §5 Chat, §7 attachment, §9 chat files 10 MB): the local checks with the
 * spec's texts, the message text the spec's client composes, and how a stored file is shown.
 */
import type { Message } from '@shared/contracts/messages';
import { extensionOf } from '@/lib/upload';
import { saveBlob } from '@/lib/download';

/** Largest chat attachment in bytes (spec §5: 10MB). */
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The chat's accepted types (spec §5), lower case without the dot. */
export const CHAT_FILE_EXTENSIONS = [
  'jpeg',
  'jpg',
  'png',
  'gif',
  'webp',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
  'txt',
] as const;

/** A refusal of a picked file: a key of the shared message catalogue (`shared` namespace). */
export interface ChatFileProblem {
  key: 'messages.fileTooLarge' | 'messages.unsupportedType';
  params: { types?: string };
}

/**
 * Checks a picked file before it is uploaded (spec §5): larger than 10 MB gives 'Dosya boyutu
 * 10MB'dan büyük olamaz', another type 'Desteklenmeyen dosya türü...'. By name; the server checks the
 * content again.
 * @returns the problem, or null when the file may be uploaded
 */
export function checkChatFile(file: Pick<File, 'name' | 'size'>): ChatFileProblem | null {
  if (file.size > CHAT_FILE_MAX_BYTES) return { key: 'messages.fileTooLarge', params: {} };
  if (!(CHAT_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return {
      key: 'messages.unsupportedType',
      params: { types: CHAT_FILE_EXTENSIONS.map((e) => e.toUpperCase()).join(', ') },
    };
  }
  return null;
}

/** The `accept` attribute of the chat's file input. */
export const CHAT_FILE_ACCEPT = CHAT_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * The text of an attachment message (spec §7): '📎 {name} ({size in MB, two decimals} MB)\n{url}'.
 * Text the user typed comes first, on its own lines.
 */
export function attachmentMessageText(text: string, file: { name: string; size: number }, url: string): string {
  const line = `📎 ${file.name} (${(file.size / 1024 / 1024).toFixed(2)} MB)\n${url}`;
  const typed = text.trim();
  return typed ? `${typed}\n\n${line}` : line;
}

const ATTACHMENT_TAIL = /(?:^|\n+)📎 [^\n]*\n\S+\s*$/u;

/**
 * The text to show for a message: without the attachment line the client composed when the file is
 * shown as a file view instead (messages without a file are returned as they are).
 */
export function displayText(message: Pick<Message, 'message' | 'fileUrl'>): string {
  if (!message.fileUrl) return message.message;
  return message.message.replace(ATTACHMENT_TAIL, '').trim();
}

/** The conversation list's preview of a last message: its text, or '📎 {file name}' for a file alone. */
export function previewText(last: { message: string; fileName: string | null }): string {
  if (!last.fileName) return last.message;
  const text = last.message.replace(ATTACHMENT_TAIL, '').trim();
  return text || `📎 ${last.fileName}`;
}

/** How a file is shown: images inline, video and PDF as a card with a preview, anything else as a card. */
export type FileKind = 'image' | 'video' | 'pdf' | 'other';

/** The {@link FileKind} of a stored file, by its MIME type, else by its name. */
export function fileKind(mimeType: string | null, fileName: string | null): FileKind {
  const type = (mimeType ?? '').toLowerCase();
  const ext = extensionOf(fileName ?? '');
  if (type.startsWith('image/') || ['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(ext)) return 'image';
  if (type.startsWith('video/') || ['mp4', 'webm', 'mov', 'ogg'].includes(ext)) return 'video';
  if (type === 'application/pdf' || ext === 'pdf') return 'pdf';
  return 'other';
}

/**
 * Downloads a file (spec §2): fetched with the session cookie and saved from a blob URL under its
 * name; when the fetch fails (network, 4xx), the URL is opened in a new tab instead.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    saveBlob(await response.blob(), fileName);
  } catch {
    window.open(url, '_blank', 'noopener,noreferrer');
  }
}
