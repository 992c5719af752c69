import { useTranslation } from '@ecohub/web-kit';

export function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation('ecosystem');
  return (
    <p role="alert" className="text-destructive">
      {t('common.loadFailed', { message: error instanceof Error ? error.message : String(error) })}
    </p>
  );
}
