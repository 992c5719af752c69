import { isNetworkError, serverMessage, toast, type useTranslation } from '@ecohub/web-kit';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** The failure toasts of both password forms (spec 002 §8). */
export function toastPasswordFailure(t: TFunction, err: unknown, title: string, fallback: string): void {
  if (isNetworkError(err))
    toast.error(t('password.networkError'), { description: t('password.networkErrorText') });
  else toast.error(title, { description: serverMessage(err, fallback) });
}
