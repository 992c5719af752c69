import { seedDemo } from '@ecohub/core';
import { createTestHub, type TestHub } from '@ecohub/core/testing';
import { addMessages } from '@ecohub/web-kit';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { installDom } from '@ecohub/web-kit/testing/install-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ecosystemPlugin from '../../server/index.ts';
import { en } from '../messages.ts';
import AuthStatusPanel from './auth-status-panel.tsx';

let rtl: typeof import('@testing-library/react');
beforeAll(async () => {
  installDom();
  rtl = await import('@testing-library/react');
  addMessages('ecosystem', { en });
});

describe('auth-status tab', () => {
  let t: TestHub;
  afterEach(async () => {
    rtl.cleanup();
    await t?.close();
  });

  it("checks the registry's 22 apps on open and reports those answering neither 200 nor 401 as error", async () => {
    // The demo's apps live at the hub's address (/demo-apps/<slug>); without the demo-apps plugin
    // nothing serves them there, so each check answers 404.
    t = await createTestHub({ plugins: [ecosystemPlugin] });
    const demo = await seedDemo(t.hub);
    const { agent } = await t.signedIn({ orgId: demo.orgId, role: 'viewer' });
    renderWithHub(<AuthStatusPanel />, t, { agent, activeTab: 'auth-status' });
    const s = rtl.within(document.body);
    expect(await s.findByText('Brand Hub Pro')).toBeTruthy();
    expect(
      await s.findByText('0/22 applications accessible with current session', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(s.getByText('Authentication Check Complete')).toBeTruthy();
    const summary = (label: string) => s.getByText(label).parentElement?.textContent;
    expect(summary('Errors')).toBe('Errors22');
    expect(summary('Testing')).toBe('Testing0');
    expect(s.getAllByText('HTTP 404')).toHaveLength(22);
    expect(s.getAllByRole('link', { name: /Visit/ })).toHaveLength(22);
    expect(s.queryAllByRole('link', { name: /Login/ })).toHaveLength(0);
    expect(s.getByText('401: you must log in to that application.')).toBeTruthy();
  });
});
