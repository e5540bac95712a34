/**
 * Placeholder helpers of the template editor (spec §5 "Template placeholders use double braces"):
 * sample values for the preview, and filling a template as the mailer does.
 */
import { PLACEHOLDER_PATTERN } from '@shared/contracts/templates';

export { placeholdersIn, unknownPlaceholders } from '@shared/contracts/templates';

/** Sample values of the preview, per placeholder name; a name not listed shows as `[name]`. */
const SAMPLES: Record<string, string> = {
  partnerName: 'Ege Lojistik',
  companyName: 'Yılmaz Dış Ticaret',
  customerName: 'Ayşe Yılmaz',
  serviceNeeded: 'Parsiyel Taşımacılık',
  budget: '15.000 – 50.000 TL',
  partnerCompany: 'Ege Lojistik A.Ş.',
  userName: 'Ayşe Yılmaz',
  name: 'Ayşe',
  company: 'Yılmaz Dış Ticaret',
  code: '482913',
  amount: '12.500 TL',
  date: '24.11.2026',
  time: '14:30',
  projectTitle: 'Almanya pazarı açılışı',
  followerName: 'Mehmet Demir',
  rating: '5',
  email: 'ayse@example.com',
  message: 'Merhaba, teklifinizi bekliyoruz.',
  postTitle: 'Yeni depomuz açıldı',
  campaignTitle: 'Kasım kampanyası',
  campaignDescription: 'Gümrük danışmanlığında %20 indirim',
  senderName: 'Mehmet Demir',
  reviewNotes: 'Belgeler eksiksiz.',
  weekLabel: '17–23 Kasım 2026',
};

const LINK = /(Link|Url)$/;

/** The sample value of one placeholder (links point at this site, so the preview's links stay local). */
export function sampleValue(name: string): string {
  if (LINK.test(name)) return '#';
  return SAMPLES[name] ?? `[${name}]`;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `text` with every `{{name}}` replaced by its sample value (HTML-escaped when `html`). */
export function fillSamples(text: string, html: boolean): string {
  return text.replace(PLACEHOLDER_PATTERN, (_, name: string) =>
    html ? escapeHtml(sampleValue(name)) : sampleValue(name),
  );
}

/**
 * Inserts `{{name}}` into `value` at the selection `[start, end)` (the caret when equal).
 * @returns the new value and where the caret goes (after the inserted text)
 */
export function insertPlaceholder(value: string, name: string, start: number, end: number) {
  const token = `{{${name}}}`;
  return { value: value.slice(0, start) + token + value.slice(end), caret: start + token.length };
}
