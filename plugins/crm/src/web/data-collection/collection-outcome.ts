import type { CollectionProgress } from '../../shared/index.ts';

/** What a finished "collect from all apps" run amounts to, with the counts its toast shows. */
export interface CollectionOutcome {
  kind: 'complete' | 'partial' | 'failed';
  total: number;
  ok: number;
  failed: number;
  contacts: number;
}

/** Failures are failures: no app collected (or the run failed) is 'failed', some is 'partial'. */
export function collectionOutcome(r: CollectionProgress): CollectionOutcome {
  const failed = Math.min(new Set(r.errors.map((e) => e.app)).size, r.totalApps);
  const ok = r.totalApps - failed;
  const kind =
    r.status === 'failed' || (r.totalApps > 0 && ok === 0) ? 'failed' : failed > 0 ? 'partial' : 'complete';
  return { kind, total: r.totalApps, ok, failed, contacts: r.totalContacts };
}
