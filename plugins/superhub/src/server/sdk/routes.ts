import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { HttpError, type HubApp, REPO_ROOT } from '@ecohub/core';

/** The SDK's browser build (tracker + widget), made by `pnpm --filter @ecohub/sdk build`. */
export const SDK_IIFE = path.join(REPO_ROOT, 'sdk/dist/browser/ecohub.global.js');

/**
 * GET /sdk.js: sibling apps install the tracker and the widget with one script tag. Read per
 * change of the file, so a rebuilt SDK is served without a restart.
 */
export function sdkRoute(app: HubApp): void {
  let cache: { mtimeMs: number; body: string } | null = null;
  app.get('/sdk.js', async (c) => {
    const info = await stat(SDK_IIFE).catch(() => null);
    if (!info)
      throw new HttpError(404, 'The SDK is not built: run pnpm --filter @ecohub/sdk build', 'sdk_not_built');
    if (!cache || cache.mtimeMs !== info.mtimeMs)
      cache = { mtimeMs: info.mtimeMs, body: await readFile(SDK_IIFE, 'utf8') };
    // Loaded by other origins' pages with a script tag.
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(cache.body);
  });
}
