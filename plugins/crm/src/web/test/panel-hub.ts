import { createTestHub, type TestHubOptions } from '@ecohub/core/testing';
import { addMessages, toast } from '@ecohub/web-kit';
import type { AgentLike } from '@ecohub/web-kit/testing';
import { cleanup, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import crm from '../../server/index.ts';
import { en } from '../messages.ts';

addMessages('crm', { en });

/** Node's fetch, before renderWithHub answers every request from the hub. */
const networkFetch = globalThis.fetch;

/**
 * renderWithHub answers the hub's origin and fails every other one, also for the hub's own outgoing
 * requests (they share the global fetch). Call after it to let requests to `origin` (a sibling app
 * the test runs) reach the network.
 */
export function letThrough(origin: string): void {
  const hubFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000').origin === origin
      ? networkFetch(input, init)
      : hubFetch(input, init)) as typeof fetch;
}

/** A test hub with the CRM plugin (SQLite in memory). */
export const crmTestHub = (opts: Omit<TestHubOptions, 'plugins'> = {}) =>
  createTestHub({ plugins: [crm], ...opts });

/**
 * An agent whose requests that `hold` picks wait until `release()`: the answer still comes from the
 * hub, later, so a test can look at the screen while those requests run.
 */
export function holdRequests(agent: AgentLike, hold: (method: string, path: string) => boolean) {
  let open!: () => void;
  let gate = new Promise<void>((r) => {
    open = r;
  });
  const held: string[] = [];
  return {
    agent: {
      async request(m: string, p: string, body?: unknown, headers?: Record<string, string>) {
        if (hold(m, p)) {
          held.push(`${m} ${p}`);
          await gate;
        }
        return agent.request(m, p, body, headers);
      },
    } satisfies AgentLike,
    /** The requests that reached the gate so far ("POST /api/…"). */
    held,
    /** Lets the waiting requests through; later ones wait again until the next release. */
    release() {
      open();
      gate = new Promise<void>((r) => {
        open = r;
      });
    },
  };
}

/** The card around a card title (title in the header, header in the card). */
export function cardOf(title: HTMLElement): HTMLElement {
  const card = title.parentElement?.parentElement;
  if (!card) throw new Error(`No card around ${title.textContent}`);
  return card;
}

/** Waits until a toast reads `text` (its title, then its description, as one text). */
export async function toastShown(text: string): Promise<void> {
  await waitFor(() => {
    const shown = [...document.querySelectorAll('[data-sonner-toast]')].map((t) => t.textContent);
    expect(shown, `toasts on screen: ${JSON.stringify(shown)}`).toContain(text);
  });
}

/** Unmounts the screen and drops its toasts, which would otherwise reappear in the next test. */
export function cleanupScreen(): void {
  toast.dismiss();
  cleanup();
}
