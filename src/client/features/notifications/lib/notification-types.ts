import {
  ActivityIcon,
  AlarmClockIcon,
  BadgeCheckIcon,
  BellIcon,
  CalendarClockIcon,
  CircleCheckIcon,
  ClipboardListIcon,
  EyeIcon,
  FileCheckIcon,
  FileTextIcon,
  FileXIcon,
  FlagIcon,
  FolderKanbanIcon,
  HandshakeIcon,
  HourglassIcon,
  MailPlusIcon,
  MegaphoneIcon,
  MessageCircleQuestionIcon,
  MessageSquareIcon,
  NewspaperIcon,
  SignatureIcon,
  StarIcon,
  UserPlusIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';
import { NOTIFICATION_TYPES, type NotificationType } from '@shared/constants';

/** An icon for each notification type of spec §3. */
export const TYPE_ICONS: Record<NotificationType, LucideIcon> = {
  quote_request: FileTextIcon,
  quote_response: FileCheckIcon,
  partner_application: HandshakeIcon,
  follower: UserPlusIcon,
  project_update: FolderKanbanIcon,
  feedback: StarIcon,
  newsletter_subscriber: MailPlusIcon,
  system_status: ActivityIcon,
  partner_post: NewspaperIcon,
  campaign: MegaphoneIcon,
  message_received: MessageSquareIcon,
  profile_viewed: EyeIcon,
  service_inquiry: MessageCircleQuestionIcon,
  payment_received: WalletIcon,
  payment_pending: HourglassIcon,
  contract_signed: SignatureIcon,
  milestone_reached: FlagIcon,
  deadline_approaching: AlarmClockIcon,
  task_assigned: ClipboardListIcon,
  task_completed: CircleCheckIcon,
  verification_document_verified: BadgeCheckIcon,
  verification_document_rejected: FileXIcon,
  verification_expiring: CalendarClockIcon,
};

/** Whether `type` is one of the types this client knows (the server may send newer ones). */
export function isKnownType(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/** The default marker of a type this client does not know (spec §3: "unknown types get a default marker"). */
export const DEFAULT_TYPE_ICON: LucideIcon = BellIcon;

/** Locale key (namespace `notifications`) of the type's name, read out before the title; 'other' when unknown. */
export function typeLabelKey(type: string): `types.${NotificationType | 'other'}` {
  return `types.${isKnownType(type) ? type : 'other'}`;
}
