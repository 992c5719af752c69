import { describe, expect, it } from 'vitest';
import { nextWebsite } from '../dashboard/dashboard-context.tsx';
import { composeWebPlugins } from './compose.ts';
import { defineWebPlugin } from './define-web-plugin.ts';

const Panel = () => null;
const Icon = () => null;

describe('composeWebPlugins', () => {
  it('orders tabs as spec 002 lists them, whatever the plugin order', () => {
    const a = defineWebPlugin({
      id: 'a',
      tabs: [
        { id: 'analytics', label: 'Analytics', icon: Icon, panel: Panel },
        { id: 'crm', label: 'CRM', icon: Icon, panel: Panel },
      ],
    });
    const b = defineWebPlugin({
      id: 'b',
      tabs: [{ id: 'dashboard', label: 'Dashboard', icon: Icon, panel: Panel }],
    });
    expect(composeWebPlugins([a, b]).tabs.map((t) => t.id)).toEqual(['dashboard', 'crm', 'analytics']);
  });

  it('splits pages into the two route tables; a page may be in both', () => {
    const p = defineWebPlugin({
      id: 'p',
      pages: [
        { path: '/scheduler', public: true, signedIn: true, component: Panel },
        { path: '/contacts', public: false, signedIn: true, component: Panel },
        { path: '/ai-demo', public: true, signedIn: false, component: Panel },
      ],
    });
    const c = composeWebPlugins([p]);
    expect(c.publicPages.map((x) => x.path)).toEqual(['/scheduler', '/ai-demo']);
    expect(c.signedInPages.map((x) => x.path)).toEqual(['/scheduler', '/contacts']);
  });

  it('refuses a tab or a route claimed twice, naming both plugins', () => {
    const t = (id: string) =>
      defineWebPlugin({ id, tabs: [{ id: 'crm', label: 'CRM', icon: Icon, panel: Panel }] });
    expect(() => composeWebPlugins([t('x'), t('y')])).toThrow(
      "Tab 'crm' is claimed by web plugins 'x' and 'y'",
    );
    const r = (id: string) =>
      defineWebPlugin({
        id,
        pages: [{ path: '/contacts', public: false, signedIn: true, component: Panel }],
      });
    expect(() => composeWebPlugins([r('x'), r('y')])).toThrow(
      "Signed-in route /contacts is claimed by web plugins 'x' and 'y'",
    );
  });

  it("lists a third-party plugin's own tabs after spec 002's, and refuses an id that is not kebab-case", () => {
    const own = defineWebPlugin({
      id: 'notes',
      tabs: [{ id: 'custom-notes', label: 'Notes', icon: Icon, panel: Panel }],
    });
    const spec = defineWebPlugin({
      id: 's',
      tabs: [{ id: 'analytics', label: 'Analytics', icon: Icon, panel: Panel }],
    });
    expect(composeWebPlugins([own, spec]).tabs.map((t) => t.id)).toEqual(['analytics', 'custom-notes']);
    expect(() =>
      defineWebPlugin({ id: 'z', tabs: [{ id: 'Not OK', label: 'x', icon: Icon, panel: Panel }] }),
    ).toThrow("tab id 'Not OK' must be kebab-case");
  });
});

describe('active website selector', () => {
  it('selects a website, and clicking the active one again deselects it', () => {
    expect(nextWebsite(null, 'site-1')).toBe('site-1');
    expect(nextWebsite('site-1', 'site-2')).toBe('site-2');
    expect(nextWebsite('site-2', 'site-2')).toBeNull();
  });
});
