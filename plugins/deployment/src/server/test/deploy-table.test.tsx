import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { DeployTable } from '../cli/deploy-table.tsx';
import { lineView } from '../cli/deploy-view.tsx';

describe('ecosystem-cli deploy-webhooks output', () => {
  it('draws one row per app with its live state, and the summary once every app is finished', () => {
    const pending = [
      { app_id: 'app_shop', app: 'Shop', state: 'done' as const, detail: 'v2 acknowledged' },
      { app_id: 'app_crm', app: 'CRM', state: 'deploying' as const },
      { app_id: 'app_gone', app: 'Gone', state: 'pending' as const },
    ];
    const view = render(<DeployTable rows={pending} />);
    const lines = view.lastFrame()?.split('\n') ?? [];
    expect(lines[0]).toMatch(/Application\s+App ID\s+State\s+Detail/);
    expect(lines[1]).toMatch(/^✔ Shop\s+app_shop\s+done\s+v2 acknowledged$/);
    expect(lines[2]).toMatch(/^\S CRM\s+app_crm\s+deploying$/);
    expect(lines[3]).toMatch(/^· Gone\s+app_gone\s+pending$/);
    expect(view.lastFrame()).not.toContain('Successfully deployed');

    view.rerender(
      <DeployTable
        rows={[
          pending[0],
          { app_id: 'app_crm', app: 'CRM', state: 'done', detail: 'v1 acknowledged' },
          {
            app_id: 'app_gone',
            app: 'Gone',
            state: 'failed',
            detail: 'connect: The server could not be reached',
          },
        ]}
      />,
    );
    const done = view.lastFrame()?.split('\n') ?? [];
    expect(done[2]).toMatch(/^✔ CRM\s+app_crm\s+done\s+v1 acknowledged$/);
    expect(done[3]).toMatch(/^✖ Gone\s+app_gone\s+failed\s+connect: The server could not be reached$/);
    expect(done[4]).toBe('Successfully deployed to 2/3 applications');
    view.unmount();
  });

  it('prints one line per step when not on a terminal, then the summary', () => {
    let out = '';
    const rows = [
      { app_id: 'app_shop', app: 'Shop', state: 'pending' as const },
      { app_id: 'app_gone', app: 'Gone', state: 'pending' as const },
    ];
    const view = lineView((s) => {
      out += s;
    }, rows);
    view.update({ app_id: 'app_shop', app: 'Shop', state: 'deploying' });
    view.update({ app_id: 'app_shop', app: 'Shop', state: 'done', detail: 'v1 acknowledged' });
    view.update({ app_id: 'app_gone', app: 'Gone', state: 'deploying' });
    view.update({ app_id: 'app_gone', app: 'Gone', state: 'failed', detail: 'HTTP 500' });
    view.close();
    expect(out.split('\n')).toEqual([
      '→ app_shop  Shop  deploying',
      '✓ app_shop  Shop  done  v1 acknowledged',
      '→ app_gone  Gone  deploying',
      '✗ app_gone  Gone  failed  HTTP 500',
      'Successfully deployed to 1/2 applications',
      '',
    ]);
  });
});
