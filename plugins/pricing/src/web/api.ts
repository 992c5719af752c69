import { ApiError, apiRequest, toast } from '@ecohub/web-kit';
import { useQuery } from '@tanstack/react-query';
import type { CatalogueResponse } from '../shared/browser.ts';

export const CATALOGUE_KEY = ['/api/products'] as const;
export const PRODUCTS_KEY = ['/api/stripe/products'] as const;
export const SUBSCRIPTION_KEY = ['/api/billing/subscription'] as const;

export const useCatalogue = () => useQuery<CatalogueResponse>({ queryKey: CATALOGUE_KEY });

/**
 * Starts a checkout and leaves for the provider's page. Buying needs an account: a signed-out
 * visitor goes to sign-in first. Any other failure shows the screen's destructive toast.
 */
export async function goToCheckout(
  url: string,
  body: unknown,
  pick: (r: any) => string,
  failure: { title: string; text: string },
): Promise<boolean> {
  try {
    const res = await apiRequest<unknown>('POST', url, { body });
    window.location.assign(pick(res));
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      window.location.assign('/api/login');
      return true;
    }
    toast.error(failure.title, { description: failure.text });
    return false;
  }
}
