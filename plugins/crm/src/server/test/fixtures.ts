import { createTestHub, type TestDialect, type TestHubOptions } from '@ecohub/core/testing';
import crm from '../index.ts';

/** A test hub with the CRM plugin. */
export const crmHub = (dialect: TestDialect, opts: Omit<TestHubOptions, 'plugins' | 'dialect'> = {}) =>
  createTestHub({ dialect, plugins: [crm], ...opts });

export const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;
