import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../ui/toaster.tsx';
import { apiRequest } from './request.ts';

/** The backup status query (super admins); a run refreshes it. */
export const BACKUP_STATUS_KEY = ['/api/backups/status'] as const;

export interface RunBackupMessages {
  done: string;
  failed(message: string): string;
  requestFailed: string;
}

/**
 * GET /run/backup (super admins) with the spec's alerts (002 §8): done on status success, failed
 * with the server's message on another status, requestFailed when the request itself fails.
 * Shared by the SuperHub backup card and the dashboard's Run Backup quick action.
 */
export function useRunBackup(messages: RunBackupMessages) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ status: string; message: string }>('GET', '/run/backup'),
    onSuccess: (r) => {
      if (r.status === 'success') toast.success(messages.done);
      else toast.error(messages.failed(r.message));
      return qc.invalidateQueries({ queryKey: BACKUP_STATUS_KEY });
    },
    onError: () => toast.error(messages.requestFailed),
  });
}
