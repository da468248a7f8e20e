import {
  BookOpen,
  ChartColumn,
  ClipboardCheck,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Settings,
  Users,
} from 'lucide-react';

/** The staff portal's six tabs, in the spec's order (staff-portal §2). */
export const STAFF_TABS = [
  { value: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { value: 'students', label: 'Students', icon: Users },
  { value: 'challenges', label: 'Challenges', icon: ClipboardCheck },
  { value: 'messaging', label: 'Messages', icon: MessageSquare },
  { value: 'analytics', label: 'Analytics', icon: ChartColumn },
  { value: 'curriculum', label: 'Curriculum', icon: BookOpen },
] as const satisfies ReadonlyArray<{ value: string; label: string; icon: LucideIcon }>;

/** Settings is a panel without a tab of its own: the user menu opens it. */
export const SETTINGS_PANEL = { value: 'settings', label: 'Settings', icon: Settings } as const;

export type StaffPanel = (typeof STAFF_TABS)[number]['value'] | typeof SETTINGS_PANEL.value;

export function isStaffPanel(value: string | null): value is StaffPanel {
  return value === SETTINGS_PANEL.value || STAFF_TABS.some((tab) => tab.value === value);
}
