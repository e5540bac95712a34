/**
 * File sizes and kinds as the file management shows them (spec §3 File: "Size units B, KB, MB, GB").
 */
import {
  ArchiveIcon,
  FileIcon,
  FileImageIcon,
  FileMusicIcon,
  FileSpreadsheetIcon,
  FileTextIcon,
  FileTypeIcon,
  FileVideoIcon,
  PresentationIcon,
  type LucideIcon,
} from 'lucide-react';
import type { AdminFileCategory } from '@shared/contracts/admin-files';
import type { Language } from '@shared/constants';
import { intlLocale } from '@/lib/format';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A size in bytes as B, KB, MB or GB (1024 steps), at most one decimal, in the language's number
 * format: `512 B`, `1,5 KB` (tr) / `1.5 KB` (en), `2 GB`. Sizes past GB stay in GB.
 */
export function formatBytes(bytes: number, lang: Language): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text =
    unit === 0 ? String(Math.round(value)) : value.toLocaleString(intlLocale(lang), { maximumFractionDigits: 1 });
  return `${text} ${UNITS[unit]}`;
}

/** The icon of a file category. */
export const CATEGORY_ICONS: Record<AdminFileCategory, LucideIcon> = {
  image: FileImageIcon,
  video: FileVideoIcon,
  audio: FileMusicIcon,
  PDF: FileTypeIcon,
  text: FileTextIcon,
  archive: ArchiveIcon,
  Word: FileTextIcon,
  Excel: FileSpreadsheetIcon,
  PowerPoint: PresentationIcon,
  other: FileIcon,
};

/** How a file can be previewed in the browser: shown inline, or a file card with a download. */
export function previewKind(mimeType: string): 'image' | 'video' | 'pdf' | 'none' {
  const mime = mimeType.split(';')[0]!.trim().toLowerCase();
  if (/^image\/(jpeg|png|gif|webp)$/.test(mime)) return 'image';
  if (/^video\/(mp4|webm|quicktime)$/.test(mime)) return 'video';
  if (mime === 'application/pdf') return 'pdf';
  return 'none';
}

/** The absolute URL to copy (spec §9: public files /public-objects/{fileName}, private /objects/{id}). */
export function absoluteFileUrl(fileUrl: string, origin = window.location.origin): string {
  return new URL(fileUrl, origin).href;
}
