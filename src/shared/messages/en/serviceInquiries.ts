import type { Translation } from '../types';
import type { serviceInquiries as tr } from '../tr/serviceInquiries';

/** Service inquiries from visitors (issue 22; docs/decisions/042-service-inquiry.md). */
export const serviceInquiries: Translation<typeof tr> = {
  nameRequired: 'Your name must be at least 2 characters.',
  nameTooLong: 'Your name can be at most 120 characters.',
  invalidEmail: 'Please enter a valid e-mail address.',
  companyTooLong: 'The company name can be at most 200 characters.',
  invalidPhone: 'Please enter a valid phone number.',
  messageTooShort: 'Your message must be at least 10 characters.',
  messageTooLong: 'Your message can be at most 3000 characters.',
  accepted: 'Almost done: to send your message, click the link we sent to your e-mail address within 24 hours.',
  tooManyForAddress:
    'Too many inquiries were sent with this e-mail address in a short time. Please try again in {{seconds}} seconds.',
  unavailable: 'This firm does not take inquiries through the platform at the moment.',
  linkInvalid: 'This confirmation link is not valid. Make sure you opened the whole link from the e-mail.',
  linkExpired:
    'This confirmation link has expired (24 hours). Your message was not sent; you can write again from the firm’s profile.',
  notFound: 'Inquiry not found.',
  alreadyInvited: 'You have already invited this person to sign up.',
  confirmMailSubject: 'Confirm your message to {{partnerName}}',
  confirmMailHeading: 'Confirm your message',
  confirmMailIntro: 'Hello {{senderName}}, you wrote the message below to {{partnerName}} on Export Partner Platform.',
  confirmMailWhy:
    'To protect firms from unwanted mail we deliver a message only once the sender’s e-mail address is confirmed. Click the button within {{hours}} hours to send yours.',
  confirmMailButton: 'Confirm and Send',
  confirmMailIgnore: 'If you did not write this message, ignore this e-mail: nothing will be sent.',
  deliveryMailSubject: '{{senderName}} wrote to you on Export Partner Platform',
  deliveryMailHeading: 'A new inquiry',
  deliveryMailIntro:
    'Hello {{partnerName}}, {{senderName}} sent you the message below through your profile on the platform. The sender confirmed their e-mail address.',
  deliveryMailReply: 'To answer, simply reply to this e-mail: your reply goes straight to {{senderEmail}}.',
  deliveryMailName: 'Name',
  deliveryMailEmail: 'E-mail',
  deliveryMailCompany: 'Company',
  deliveryMailPhone: 'Phone',
  deliveryMailInvite:
    'The sender wrote without signing in. From your dashboard you can invite them to create a free account, so they can request quotes from you and message you.',
  deliveryMailInviteButton: 'Invite to Sign Up',
  deliveryMailClaim:
    'Your firm is listed on the platform but not claimed yet. Claim your page to find inquiries and quote requests on your dashboard.',
  deliveryMailClaimButton: 'View Your Page',
  inviteMailSubject: '{{partnerName}} invites you to Export Partner Platform',
  inviteMailHeading: 'You are invited to the platform',
  inviteMailIntro:
    'Hello {{senderName}}, {{partnerName}}, the firm you wrote to on the platform, invites you to create a free account.',
  inviteMailBenefits:
    'With an account you can request quotes from firms, message them directly and hear about the firms you follow. If you already have an account, simply sign in.',
  inviteMailButton: 'Sign Up for Free',
  inviteMailNote: 'This invitation is sent only once; if you do not want it, ignore this e-mail.',
};
