import '@ecohub/web-kit/testing/dom';
import type { TestHub } from '@ecohub/core/testing';
import { renderWithHub } from '@ecohub/web-kit/testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupScreen, crmTestHub, toastShown } from '../test/panel-hub.ts';
import { ImportDialog } from './import-dialog.tsx';

const CSV = 'First Name,Last Name,Email\nAda,Lovelace,ada@example.com\n';

describe('CSV import dialog', () => {
  let t: TestHub;
  afterEach(async () => {
    cleanupScreen();
    await t?.close();
  });

  /** Renders the dialog as `role` and opens it; counts the import requests that reach the hub. */
  async function open(role: 'owner' | 'viewer') {
    t = await crmTestHub({ startJobs: true });
    const { agent } = await t.signedIn({ role });
    const sent: string[] = [];
    const counting = {
      request(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
        if (path === '/api/contacts/import-csv') sent.push(method);
        return agent.request(method, path, body, headers);
      },
    };
    renderWithHub(<ImportDialog />, t, { agent: counting, activeTab: 'crm' });
    fireEvent.click(within(document.body).getByRole('button', { name: 'Import CSV' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'Import Contacts from CSV' })).toBeTruthy();
    return {
      agent,
      sent,
      dialog,
      importButton: () => dialog.getByRole('button', { name: 'Import' }) as HTMLButtonElement,
      pick: (file: File) =>
        fireEvent.change(dialog.getByLabelText('CSV file'), { target: { files: [file] } }),
    };
  }

  it('keeps Import disabled without a file and refuses a file that is not CSV', async () => {
    const d = await open('owner');
    expect(d.importButton().disabled).toBe(true);
    expect((d.dialog.getByLabelText('CSV file') as HTMLInputElement).accept).toBe('.csv,text/csv');

    d.pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await toastShown('Invalid FilePlease select a CSV file.');
    expect(d.importButton().disabled).toBe(true);
    fireEvent.click(d.importButton());

    // A CSV enables it; picking another type afterwards drops the CSV again.
    d.pick(new File([CSV], 'contacts.csv', { type: 'text/csv' }));
    await waitFor(() => expect(d.importButton().disabled).toBe(false));
    d.pick(new File(['%PDF'], 'contacts.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(d.importButton().disabled).toBe(true));
    expect(d.sent).toEqual([]);
    const status = await (await d.agent.get('/api/contacts/summary')).json();
    expect(status.totalContacts).toBe(0);
  });

  it("shows 'Import Failed' with the server's message when the hub refuses the import", async () => {
    const d = await open('viewer');
    const refused = await d.agent.post('/api/contacts/import-csv', {
      csvData: CSV,
      filename: 'contacts.csv',
    });
    expect(refused.status).toBe(403);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toBeTruthy();

    d.pick(new File([CSV], 'contacts.csv', { type: 'text/csv' }));
    await waitFor(() => expect(d.importButton().disabled).toBe(false));
    fireEvent.click(d.importButton());
    await toastShown(`Import Failed${message}`);
    expect(d.sent).toEqual(['POST']);
    // Still on the file step: no preview, Import can be tried again.
    expect(d.dialog.queryByText('Preview')).toBeNull();
    expect(d.importButton().disabled).toBe(false);
  });

  it('follows the import job to its counts, offers the failed rows, and undoes it', async () => {
    const d = await open('owner');
    const csv = `${CSV}Eve,Bad,not-an-email\n`;
    d.pick(new File([csv], 'contacts.csv', { type: 'text/csv' }));
    await waitFor(() => expect(d.importButton().disabled).toBe(false));
    fireEvent.click(d.importButton());
    await toastShown('Import StartedImporting 2 rows from contacts.csv');
    // The counts come from the job (GET /api/jobs/:id), as GET /api/contacts/import-status has them.
    const result = await d.dialog.findByTestId('import-result');
    expect(result.textContent).toBe('1 created, 0 updated, 1 failed');
    expect(d.dialog.getByText('2 of 2 rows')).toBeTruthy();
    expect(d.dialog.getByRole('link', { name: 'Download failed rows' }).getAttribute('href')).toMatch(
      /^\/api\/contacts\/imports\/[0-9a-f-]{36}\/failures\.csv$/,
    );
    fireEvent.click(await d.dialog.findByRole('button', { name: 'Undo import' }));
    await d.dialog.findByText('This import was undone.');
    expect(d.dialog.queryByRole('button', { name: 'Undo import' })).toBeNull();
    const summary = await (await d.agent.get('/api/contacts/summary')).json();
    expect(summary.totalContacts).toBe(0);
  });
});
