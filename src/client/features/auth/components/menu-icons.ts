import {
  ActivityIcon,
  BarChart3Icon,
  BriefcaseIcon,
  ClipboardListIcon,
  FileBoxIcon,
  LayoutDashboardIcon,
  LayoutTemplateIcon,
  ListChecksIcon,
  MailIcon,
  MegaphoneIcon,
  MessageSquareIcon,
  PaletteIcon,
  SettingsIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import type { MenuItemKey } from '../lib/roles';

/** Icons of the user menu entries (header dropdown and mobile menu). */
export const MENU_ICONS: Record<MenuItemKey, LucideIcon> = {
  userPanel: LayoutDashboardIcon,
  serviceRequests: ListChecksIcon,
  messages: MessageSquareIcon,
  partnerDashboard: LayoutDashboardIcon,
  partnerProfile: BriefcaseIcon,
  adminDashboard: LayoutDashboardIcon,
  systemSettings: SettingsIcon,
  templateManagement: LayoutTemplateIcon,
  fileManagement: FileBoxIcon,
  userManagement: UsersIcon,
  statistics: BarChart3Icon,
  systemStatus: ActivityIcon,
  marketingList: MegaphoneIcon,
  quoteRequests: ClipboardListIcon,
  emailBuilder: PaletteIcon,
  emailSubscribers: MailIcon,
};
