import { createContext, useContext } from 'react';
import type { TabId } from '../plugin/define-web-plugin.ts';

export interface DashboardState {
  activeTab: TabId;
  setActiveTab(id: TabId): void;
  /** The website the sidebar selector picked, or null for all. */
  activeWebsite: string | null;
  /** Selects a website; selecting the active one again deselects it (spec 000 §4). */
  selectWebsite(id: string): void;
  /** True while a super admin session is in Admin View. */
  adminMode: boolean;
  /**
   * Opens the super admin login in place (spec 000's separate elevation); the user stays on the
   * tab, which reloads its data once elevated. Absent outside the dashboard shell.
   */
  requestElevation?(): void;
}

export const DashboardContext = createContext<DashboardState | null>(null);

/** The dashboard shell's state, for panels and widgets. */
export function useDashboard(): DashboardState {
  const state = useContext(DashboardContext);
  if (!state) throw new Error('useDashboard() is used outside the dashboard shell');
  return state;
}

/** The selector's rule: clicking the active website again deselects it. */
export function nextWebsite(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}
