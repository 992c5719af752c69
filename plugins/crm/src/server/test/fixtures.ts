import type { Hub } from '@ecohub/core';
import { createTestHub, type TestDialect, type TestHubOptions } from '@ecohub/core/testing';
import crm from '../index.ts';
import type { CrmSetup } from '../setup.ts';

/** A test hub with the CRM plugin. */
export const crmHub = (dialect: TestDialect, opts: Omit<TestHubOptions, 'plugins' | 'dialect'> = {}) =>
  createTestHub({ dialect, plugins: [crm], ...opts });

/** What the CRM's `setup` built on this hub: its services, as its routes and jobs use them. */
export const crmOf = (hub: Hub): CrmSetup => hub.running('crm').setup as CrmSetup;

export const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;
