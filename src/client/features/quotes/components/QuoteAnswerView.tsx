import { PaperclipIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuoteResponse } from '@shared/contracts/quotes';
import { formatMoney } from '@shared/money';
import { formatDate, formatFileSize } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/** One version of an answer: the fields every version has (the current one and the earlier ones). */
export type AnswerContent = Pick<
  QuoteResponse,
  | 'version'
  | 'title'
  | 'items'
  | 'vatRate'
  | 'currency'
  | 'subtotal'
  | 'vatAmount'
  | 'totalAmount'
  | 'validUntil'
  | 'deliveryTime'
  | 'terms'
  | 'attachment'
  | 'createdAt'
>;

/** A `YYYY-MM-DD` day in the language's long form, read as a calendar day (no time-zone shift). */
export function formatDay(day: string, lang: 'tr' | 'en'): string {
  return formatDate(`${day}T12:00:00Z`, lang);
}

/**
 * A priced answer as the partner sent it: numbered lines with quantity, unit price and amount, the
 * subtotal, VAT and total (stored figures, minor units, shown with `formatMoney`), validity, delivery
 * time, terms and the attachment.
 */
export function QuoteAnswerView({ content }: { content: AnswerContent }) {
  const { t } = useTranslation('quotes');
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, content.currency, lang);
  const qty = new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 2 });
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="answer-view">
      <p className="font-semibold">{content.title}</p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left">
          <caption className="sr-only">{t('answer.items')}</caption>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-2">
                #
              </th>
              <th scope="col" className="py-1 pr-2">
                {t('answer.itemDescription')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {t('answer.quantity')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {t('answer.unitPriceShort')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('answer.amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {content.items.map((item, i) => (
              <tr key={i}>
                <td className="py-1.5 pr-2 text-muted-foreground">{i + 1}</td>
                <td className="py-1.5 pr-2">{item.description}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{qty.format(item.quantity)}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{money(item.unitPrice)}</td>
                <td className="py-1.5 text-right tabular-nums">{money(item.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto flex w-full max-w-xs flex-col gap-1">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('answer.subtotal')}</dt>
          <dd className="tabular-nums">{money(content.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('answer.vat', { rate: content.vatRate })}</dt>
          <dd className="tabular-nums">{money(content.vatAmount)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t pt-1 font-semibold">
          <dt>{t('answer.total')}</dt>
          <dd className="tabular-nums" data-testid="answer-view-total">
            {money(content.totalAmount)}
          </dd>
        </div>
      </dl>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t('answer.validUntil')}</dt>
          <dd>{formatDay(content.validUntil, lang)}</dd>
        </div>
        {content.deliveryTime ? (
          <div>
            <dt className="text-muted-foreground">{t('answer.deliveryTime')}</dt>
            <dd>{content.deliveryTime}</dd>
          </div>
        ) : null}
        {content.terms ? (
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">{t('answer.terms')}</dt>
            <dd className="whitespace-pre-line">{content.terms}</dd>
          </div>
        ) : null}
        {content.attachment ? (
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">{t('answer.attachment')}</dt>
            <dd>
              <a
                href={content.attachment.url}
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                download={content.attachment.fileName}
              >
                <PaperclipIcon className="size-4" aria-hidden="true" />
                {content.attachment.fileName} ({formatFileSize(content.attachment.fileSize, lang)})
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
