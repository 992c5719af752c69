import { addMessages } from '@ecohub/web-kit';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { installDom } from '@ecohub/web-kit/testing/install-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pricingHub } from '../../server/test/harness.ts';
import { en } from '../messages.ts';
import LocalBusinessPage from './local-business-page.tsx';
import ReossPage from './reoss-page.tsx';

let rtl: typeof import('@testing-library/react');
beforeAll(async () => {
  installDom();
  rtl = await import('@testing-library/react');
  addMessages('pricing', { en });
});

describe('calculator pages', () => {
  let t: Awaited<ReturnType<typeof pricingHub>>;
  afterEach(async () => {
    rtl.cleanup();
    await t?.close();
  });

  it('prices REOSS from the catalogue: Pro by default, add-ons change the totals', async () => {
    t = await pricingHub('sqlite');
    renderWithHub(<ReossPage />, t);
    const s = rtl.within(document.body);
    const pro = await s.findByTestId('tier-pro');
    expect(pro.getAttribute('aria-checked')).toBe('true');
    expect(s.getByTestId('monthly-total').textContent).toBe('$299');
    expect(s.getByTestId('annual-total').textContent).toBe('$3,229.20');
    rtl.fireEvent.click(s.getByRole('switch', { name: /GiveBackPro Badge/ }));
    rtl.fireEvent.click(s.getByRole('switch', { name: /KVCore Setup/ }));
    expect(s.getByTestId('monthly-total').textContent).toBe('$398');
    expect(s.getByTestId('annual-total').textContent).toBe('$4,648.40'); // 398 × 10.8 + 350
    rtl.fireEvent.click(s.getByTestId('tier-basic'));
    expect(s.getByTestId('monthly-total').textContent).toBe('$198');
  });

  it('asks for the business type and exposure level before calculating', async () => {
    t = await pricingHub('sqlite');
    renderWithHub(<LocalBusinessPage />, t);
    const s = rtl.within(document.body);
    const calc = await s.findByRole('button', { name: 'Calculate' });
    await rtl.waitFor(() => expect((calc as HTMLButtonElement).disabled).toBe(false));
    rtl.fireEvent.click(calc);
    expect(await s.findByText('Missing Information')).toBeTruthy();
    expect(s.getByText('Please select business type and exposure level')).toBeTruthy();
    expect(s.queryByTestId('local-pricing')).toBeNull();
    expect(s.getByText('1 ZIP code')).toBeTruthy();
  });
});
