import {
  BookOpen,
  CalendarDays,
  ChartColumn,
  Clapperboard,
  ClipboardCheck,
  Film,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Settings,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { StaffUser } from '@/core/contracts/auth';

/** The staff portal's six tabs, in the spec's order (staff-portal §2). */
export const STAFF_TABS = [
  { value: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { value: 'students', label: 'Students', icon: Users },
  { value: 'challenges', label: 'Challenges', icon: ClipboardCheck },
  { value: 'messaging', label: 'Messages', icon: MessageSquare },
  { value: 'analytics', label: 'Analytics', icon: ChartColumn },
  { value: 'curriculum', label: 'Curriculum', icon: BookOpen },
] as const satisfies ReadonlyArray<{ value: string; label: string; icon: LucideIcon }>;

/**
 * Beyond the spec's six: the academy's own booking diary, the model swing library every coach analyses, and (for admins) the content students see
 * (learning videos and downloads) and the academy's accounts (staff, students, the waiting list). They sit
 * after the six in the tab bar and the phone menu; the phone's bottom bar keeps the spec's six icons.
 */
export const EXTRA_TABS = [
  { value: 'bookings', label: 'Bookings', icon: CalendarDays },
  { value: 'swings', label: 'Swing library', icon: Film },
  { value: 'content', label: 'Content', icon: Clapperboard, adminOnly: true },
  { value: 'admin', label: 'Academy', icon: ShieldCheck, adminOnly: true },
] as const;

/** Every tab the desktop bar and the phone menu can show, in order. */
export const SHELL_TABS = [...STAFF_TABS, ...EXTRA_TABS] as const;

type ShellTab = (typeof SHELL_TABS)[number];

/** The tabs this member of staff sees: admin-only tabs are left out for everyone else. */
export function shellTabsFor(role: StaffUser['role']): ShellTab[] {
  return SHELL_TABS.filter((tab) => !('adminOnly' in tab) || role === 'admin');
}

/** Settings is a panel without a tab of its own: the user menu opens it. */
export const SETTINGS_PANEL = { value: 'settings', label: 'Settings', icon: Settings } as const;

export type StaffPanel = (typeof SHELL_TABS)[number]['value'] | typeof SETTINGS_PANEL.value;

export function isStaffPanel(value: string | null): value is StaffPanel {
  return value === SETTINGS_PANEL.value || SHELL_TABS.some((tab) => tab.value === value);
}

/** Whether this member of staff may open the panel (an admin-only tab is not theirs otherwise). */
export function canOpenPanel(panel: StaffPanel, role: StaffUser['role']): boolean {
  return panel === SETTINGS_PANEL.value || shellTabsFor(role).some((tab) => tab.value === panel);
}
