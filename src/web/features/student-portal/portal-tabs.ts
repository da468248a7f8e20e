import {
  ClipboardCheck,
  Crosshair,
  Download,
  Flag,
  GraduationCap,
  House,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Target,
  Trophy,
  UserRound,
} from 'lucide-react';

/** The portal's ten tabs, keyed by value, in the spec's order (student-portal §2). */
export const STUDENT_TABS = [
  { value: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { value: 'learning', label: 'Learning Modules', icon: GraduationCap },
  { value: 'challenges', label: 'Challenges & Tests', icon: ClipboardCheck },
  { value: 'break-par', label: 'Break Par Challenge', icon: Flag },
  { value: 'putting-ladder', label: 'Putting Ladder', icon: Target },
  { value: 'chipping-tests', label: 'Chipping Tests', icon: Crosshair },
  { value: 'downloads', label: 'Digital Downloads', icon: Download },
  { value: 'coaching', label: 'Coach Messaging', icon: MessageSquare },
  { value: 'leaderboard', label: 'Badge Leaderboard', icon: Trophy },
  { value: 'profile', label: 'My Profile', icon: UserRound },
] as const satisfies ReadonlyArray<{ value: string; label: string; icon: LucideIcon }>;

export type StudentTab = (typeof STUDENT_TABS)[number]['value'];

/** The phone's bottom bar: exactly seven items. */
export const BOTTOM_BAR_ITEMS: ReadonlyArray<{ value: StudentTab; label: string; icon: LucideIcon }> = [
  { value: 'dashboard', label: 'Home', icon: House },
  { value: 'learning', label: 'Learn', icon: GraduationCap },
  { value: 'break-par', label: 'Break Par', icon: Flag },
  { value: 'putting-ladder', label: 'Putting', icon: Target },
  { value: 'chipping-tests', label: 'Chipping', icon: Crosshair },
  { value: 'challenges', label: 'Drills', icon: ClipboardCheck },
  { value: 'leaderboard', label: 'Ranks', icon: Trophy },
];

/** The phone menu's extra sections (Logout sits beside them). */
export const MENU_ITEMS: ReadonlyArray<{ value: StudentTab; label: string; icon: LucideIcon }> = [
  { value: 'profile', label: 'My Profile', icon: UserRound },
  { value: 'downloads', label: 'Downloads', icon: Download },
];

export function isStudentTab(value: string | null): value is StudentTab {
  return STUDENT_TABS.some((tab) => tab.value === value);
}
