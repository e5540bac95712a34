import { attachmentMessageText, checkChatFile, displayText, fileKind, previewText } from './attachment';
import { formatChatTime } from './time';

describe('chat attachments (spec §5, §7)', () => {
  it("composes '📎 name (x.xx MB)\\nurl', after the typed text", () => {
    const file = { name: 'teklif.pdf', size: 1.5 * 1024 * 1024 };
    expect(attachmentMessageText('', file, '/objects/abc')).toBe('📎 teklif.pdf (1.50 MB)\n/objects/abc');
    expect(attachmentMessageText(' Ekte ', file, '/objects/abc')).toBe('Ekte\n\n📎 teklif.pdf (1.50 MB)\n/objects/abc');
  });

  it('shows the typed text without the composed line, and a file alone as its name in the list', () => {
    const message = 'Ekte\n\n📎 teklif.pdf (1.50 MB)\n/objects/abc';
    expect(displayText({ message, fileUrl: '/objects/abc' })).toBe('Ekte');
    expect(displayText({ message, fileUrl: null })).toBe(message);
    expect(previewText({ message: '📎 teklif.pdf (1.50 MB)\n/objects/abc', fileName: 'teklif.pdf' })).toBe(
      '📎 teklif.pdf',
    );
  });

  it('accepts up to 10 MB of the spec’s types', () => {
    expect(checkChatFile({ name: 'a.XLSX', size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkChatFile({ name: 'a.pdf', size: 10 * 1024 * 1024 + 1 })?.key).toBe('messages.fileTooLarge');
    expect(checkChatFile({ name: 'a.mp4', size: 10 })?.key).toBe('messages.unsupportedType');
  });

  it('tells images, videos and PDFs apart by type, else by name', () => {
    expect(fileKind('image/webp', 'x')).toBe('image');
    expect(fileKind(null, 'klip.mp4')).toBe('video');
    expect(fileKind('application/pdf', null)).toBe('pdf');
    expect(fileKind('text/csv', 'a.csv')).toBe('other');
  });
});

describe('chat times (spec §9)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('gives the time under 24 hours, else day and month', () => {
    expect(formatChatTime('2026-11-23T09:05:00Z', 'tr', now)).toMatch(/\d{2}[:.]05/);
    expect(formatChatTime('2026-11-20T09:05:00Z', 'tr', now)).toMatch(/20 Kas/);
    expect(formatChatTime('2026-11-20T09:05:00Z', 'en', now)).toMatch(/20 Nov/);
  });
});
