import type { WebTab } from '@ecohub/web-kit';
import { describe, expect, it } from 'vitest';
import { activeTabEntry } from './active-tab.ts';

const tab = (id: string) => ({ id, label: id, panel: () => null }) as unknown as WebTab;
const tabs = [tab('dashboard'), tab('forgot-password'), tab('super-admin-test')];

describe('the active dashboard tab', () => {
  it('is the chosen one when a plugin provides it', () => {
    expect(activeTabEntry(tabs, 'forgot-password').id).toBe('forgot-password');
  });

  it('falls back to the dashboard for an unknown tab', () => {
    expect(activeTabEntry(tabs, 'idx-builder').id).toBe('dashboard');
    expect(activeTabEntry(tabs, '').id).toBe('dashboard');
  });
});
