import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, serverMessage } from './request.ts';

function answer(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(body || null, { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('turns a non-2xx answer into "<status>: <response text>"', async () => {
    answer(400, '{"message":"Invalid email","code":"bad_request"}');
    const err = (await apiRequest('POST', '/api/auth/login', { body: {} }).catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('400: {"message":"Invalid email","code":"bad_request"}');
    expect(err.status).toBe(400);
    expect(serverMessage(err, 'fallback')).toBe('Invalid email');
  });

  it('uses the status text when the answer has no text', async () => {
    answer(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('keeps a non-JSON error text as it is, and the fallback as server message', async () => {
    answer(502, 'Bad gateway from proxy');
    const err = (await apiRequest('GET', '/api/x').catch((e) => e)) as ApiError;
    expect(err.message).toBe('502: Bad gateway from proxy');
    expect(serverMessage(err, 'Failed to send email')).toBe('Failed to send email');
  });

  it('treats 401 as an error by default and as null with on401: "null"', async () => {
    answer(401, '{"message":"Not signed in"}', 'Unauthorized');
    await expect(apiRequest('GET', '/api/auth/user')).rejects.toThrow('401: {"message":"Not signed in"}');
    answer(401, '{"message":"Not signed in"}', 'Unauthorized');
    await expect(apiRequest('GET', '/api/auth/user', { on401: 'null' })).resolves.toBeNull();
  });

  it('still throws other errors with on401: "null"', async () => {
    answer(403, 'Forbidden');
    await expect(apiRequest('GET', '/api/x', { on401: 'null' })).rejects.toThrow('403: Forbidden');
  });

  it('sends cookies always and a JSON body only when there is one', async () => {
    const f = answer(200, '{"ok":true}');
    await expect(apiRequest('POST', '/api/email/test', { body: { email: 'a@b.c' } })).resolves.toEqual({
      ok: true,
    });
    const [, withBody] = f.mock.calls[0];
    expect(withBody.credentials).toBe('include');
    expect(withBody.body).toBe('{"email":"a@b.c"}');
    expect((withBody.headers as Record<string, string>)['Content-Type']).toBe('application/json');

    const g = answer(204, '');
    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toBeNull();
    const [, noBody] = g.mock.calls[0];
    expect(noBody.credentials).toBe('include');
    expect(noBody.body).toBeUndefined();
    expect((noBody.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('createQueryClient', () => {
  it('reports a 401 of any query or mutation, and nothing else', async () => {
    const { createQueryClient } = await import('./query-client.ts');
    let unauthorized = 0;
    const client = createQueryClient({ onUnauthorized: () => unauthorized++ });
    answer(401, '{"message":"Not signed in"}');
    await client.fetchQuery({ queryKey: ['/api/custom-notes'] }).catch(() => {});
    expect(unauthorized).toBe(1);
    answer(500, 'boom');
    await client.fetchQuery({ queryKey: ['/api/other'] }).catch(() => {});
    expect(unauthorized).toBe(1);
    answer(401, '');
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => apiRequest('POST', '/api/custom-notes', { body: {} }) })
      .execute(undefined)
      .catch(() => {});
    expect(unauthorized).toBe(2);
  });
});
