import type { QuoteRequestPayload, quoteFormSchema } from '@shared/contracts/quotes';
import { composeServiceNeeded, type ServiceNeededLabels } from '@shared/service-needed';
import type { z } from 'zod';

/** The quote form's values after its schema has checked and trimmed them. */
export type QuoteFormOutput = z.output<ReturnType<typeof quoteFormSchema>>;

/**
 * The body of POST /api/quote-requests (spec §3 "Quote request payload") from the dialog's checked
 * values: `fullName` is first and last name joined, `companyName` the company, `serviceNeeded` the
 * ticked services (or the description) with the work type and project dates folded in, in the
 * requester's language (`labels`). The structured work type is sent too, and the dates only for
 * project work (a monthly job has none, even if dates were typed before switching).
 * @param labels the `quotes.workType*`, `quotes.projectStart`/`projectEnd` catalogue texts
 */
export function toQuoteRequestPayload(
  partnerId: number,
  values: QuoteFormOutput,
  labels: ServiceNeededLabels,
): QuoteRequestPayload {
  const project = values.workType === 'project';
  const projectStartDate = project && values.projectStartDate ? values.projectStartDate : undefined;
  const projectEndDate = project && values.projectEndDate ? values.projectEndDate : undefined;
  return {
    partnerId,
    fullName: `${values.firstName} ${values.lastName}`,
    email: values.email,
    phone: values.phone,
    companyName: values.company,
    budget: values.budget,
    serviceNeeded: composeServiceNeeded(
      {
        services: values.services,
        serviceDescription: values.serviceDescription,
        workType: values.workType,
        projectStartDate,
        projectEndDate,
      },
      labels,
    ),
    message: values.message,
    kvkkConsent: true,
    workType: values.workType,
    projectStartDate,
    projectEndDate,
    additionalPartnerIds: values.additionalPartnerIds.length > 0 ? values.additionalPartnerIds : undefined,
  };
}
