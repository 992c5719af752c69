import '@ecohub/web-kit/testing/dom';
import { seedDemo } from '@ecohub/core';
import { createTestHub, type TestHub } from '@ecohub/core/testing';
import { addMessages } from '@ecohub/web-kit';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ecosystemPlugin from '../../server/index.ts';
import { en } from '../messages.ts';
import EcosystemPanel from './ecosystem-panel.tsx';

beforeAll(() => addMessages('ecosystem', { en }));

describe('ecosystem tab search', () => {
  let t: TestHub;
  afterEach(async () => {
    cleanup();
    await t?.close();
  });

  it('filters the cards by search (name, description) combined with the category filter', async () => {
    t = await createTestHub({ plugins: [ecosystemPlugin] });
    const demo = await seedDemo(t.hub);
    const { agent } = await t.signedIn({ orgId: demo.orgId, role: 'viewer' });
    renderWithHub(<EcosystemPanel />, t, { agent, activeTab: 'ecosystem' });
    const s = within(document.body);
    // The application names of the cards shown, in order.
    const names = () => [...document.querySelectorAll('[data-eco-app] h3')].map((h) => h.textContent);
    expect(await s.findByText('Brand Hub Pro')).toBeTruthy();
    expect(document.querySelectorAll('[data-eco-app]')).toHaveLength(22);

    const search = s.getByRole('textbox', { name: 'Search applications' });
    // 'ecosystem': one name (Ecosystem SuperHub) and two descriptions ('across the ecosystem',
    // 'the whole ecosystem'); case and surrounding spaces do not matter.
    fireEvent.change(search, { target: { value: '  ECOSYSTEM ' } });
    expect(names()).toEqual(['Business Command Center', 'Ecosystem SuperHub', 'Secure Vault']);

    // The category filter (a Radix select, opened from the keyboard) narrows the search's results.
    const trigger = s.getByRole('combobox', { name: 'Category' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(await s.findByRole('option', { name: 'Security' }));
    expect(names()).toEqual(['Secure Vault']);

    // Each filter alone matches (Realty AI Suite, Investor Realty Lab), together nothing does.
    fireEvent.change(search, { target: { value: 'realty' } });
    expect(names()).toEqual([]);
    expect(s.getByText('No applications match.')).toBeTruthy();

    fireEvent.change(search, { target: { value: '' } });
    expect(names()).toEqual(['Secure Vault']);
  });
});
