import { apiRequest } from '@ecohub/web-kit';
import type { Website, WebsiteInput } from '../shared/website.ts';

export const WEBSITES_KEY = ['/api/idx/websites'];
export const LISTINGS_KEY = ['/api/idx/listings'];

/** The IDX tab's calls (the one request helper). */
export const idxApi = {
  create: (body: WebsiteInput) => apiRequest<Website>('POST', '/api/idx/websites', { body }),
  update: (id: string, body: Partial<WebsiteInput>) =>
    apiRequest<Website>('PATCH', `/api/idx/websites/${id}`, { body }),
  publish: (id: string) => apiRequest<Website>('POST', `/api/idx/websites/${id}/publish`),
  sync: () => apiRequest<{ jobId: string }>('POST', '/api/idx/sync'),
};
