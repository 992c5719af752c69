import '@ecohub/web-kit/testing/dom';
import type { TestHub } from '@ecohub/core/testing';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupScreen, crmTestHub, toastShown } from '../test/panel-hub.ts';
import { EmailProcessingDialog } from './processing-dialog.tsx';

describe('AI email processing dialog', () => {
  let t: TestHub;
  afterEach(async () => {
    cleanupScreen();
    await t?.close();
  });

  async function open() {
    t = await crmTestHub({ startJobs: true });
    const { agent } = await t.signedIn();
    const sent: string[] = [];
    const counting = {
      request(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
        if (path === '/api/emails/process') sent.push(method);
        return agent.request(method, path, body, headers);
      },
    };
    renderWithHub(<EmailProcessingDialog />, t, { agent: counting, activeTab: 'crm' });
    fireEvent.click(within(document.body).getByRole('button', { name: 'Process Email' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    return { agent, sent, dialog };
  }

  it('asks for both addresses, then processes the email and shows the job as Contact Created', async () => {
    const d = await open();
    await d.dialog.findByText('No emails processed yet');
    fireEvent.change(d.dialog.getByLabelText('From'), { target: { value: 'lena@buyer.test' } });
    fireEvent.click(d.dialog.getByRole('button', { name: 'Process' }));
    await toastShown('Missing InformationPlease provide at least the from and to email addresses.');
    expect(d.sent).toEqual([]);

    fireEvent.change(d.dialog.getByLabelText('To'), { target: { value: 'owner@hub.test' } });
    fireEvent.change(d.dialog.getByLabelText('Subject'), { target: { value: 'Viewing request' } });
    fireEvent.click(d.dialog.getByRole('button', { name: 'Process' }));
    await toastShown('Email Processing StartedProcessing the email from lena@buyer.test');
    expect(d.sent).toEqual(['POST']);

    // The job runs on the hub; the list follows it to its success icon and badge.
    const row = await d.dialog.findByTestId('processing-job');
    await waitFor(() => expect(within(row).getByText('Contact Created')).toBeTruthy(), { timeout: 10_000 });
    expect(within(row).getByRole('img', { name: 'Processed' })).toBeTruthy();
    expect(row.textContent).toContain('lena@buyer.test → owner@hub.test · Viewing request');
    const contacts = (await (await d.agent.get('/api/contacts')).json()) as {
      items: Array<{ email: string }>;
    };
    expect(contacts.items.map((c) => c.email)).toEqual(['lena@buyer.test']);
  });
});
