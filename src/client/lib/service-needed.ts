import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeServiceNeeded, type ServiceNeededLabels, type ServiceNeededParts } from '@shared/service-needed';
import { messageKey } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';

type Translate = (key: ReturnType<typeof messageKey>) => string;

/** The `quotes.workType*` and `quotes.projectStart`/`projectEnd` texts of the shared catalogue in the UI language. */
export function serviceNeededLabels(t: Translate): ServiceNeededLabels {
  return {
    workType: t(messageKey('quotes.workType')),
    monthly: t(messageKey('quotes.workTypeMonthly')),
    project: t(messageKey('quotes.workTypeProject')),
    start: t(messageKey('quotes.projectStart')),
    end: t(messageKey('quotes.projectEnd')),
  };
}

/**
 * How a quote request's summary is shown (issue 22 "The reader's language"; docs/decisions/038): its
 * `serviceNeededParts` written in the current UI language with its long dates (`15 Aralık 2026` /
 * `15 December 2026`), so a partner reading in English sees an English summary of a request written in
 * Turkish, and the text follows the TR/EN switch at once; the stored `serviceNeeded` text when the
 * answer carries no parts. The page must have loaded the `shared` namespace.
 */
export function useServiceNeeded(): (request: {
  serviceNeeded: string;
  serviceNeededParts?: ServiceNeededParts;
}) => string {
  const { t } = useTranslation('shared');
  const lang = useLanguage();
  return useCallback(
    (request) =>
      request.serviceNeededParts
        ? describeServiceNeeded(request.serviceNeededParts, serviceNeededLabels(t), lang)
        : request.serviceNeeded,
    [t, lang],
  );
}
