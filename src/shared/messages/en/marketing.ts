/** Subscribers, contacts and campaigns (spec §2 Email subscribers, marketing list; issue 11). */
export const marketing = {
  campaignNotFound: 'Campaign not found.',
  campaignAlreadySent: 'This campaign has already been sent.',
  noRecipients: 'No contact in this segment has agreed to receive e-mail.',
  csvEmail: 'E-mail',
  csvStatus: 'Status',
  csvSubscribedAt: 'Subscribe date',
  csvUnsubscribedAt: 'Unsubscribe date',
  statusActive: 'Active',
  statusCancelled: 'Cancelled',
  statusPending: 'Awaiting confirmation',
  sampleName: 'Jane Doe',
  testSubject: '[Test] {{subject}}',
  unsubscribeFooter:
    '<p style="margin:16px 0 0;font-size:12px;line-height:1.6;color:#6b7280;text-align:center;font-family:Arial,Helvetica,sans-serif;">If you no longer wish to receive these e-mails, <a href="{{unsubscribeUrl}}" style="color:#1e3a8a;text-decoration:underline;">unsubscribe</a>.</p>',
} as const;
