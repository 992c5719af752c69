import { ApiError, apiRequest, toast } from '@ecohub/web-kit';
import { useQuery } from '@tanstack/react-query';
import type { CatalogueResponse } from '../shared/browser.ts';
import { keepPendingCheckout } from './pending-checkout.ts';

export const CATALOGUE_KEY = ['/api/products'] as const;
export const PRODUCTS_KEY = ['/api/stripe/products'] as const;
export const SUBSCRIPTION_KEY = ['/api/billing/subscription'] as const;

export const useCatalogue = () => useQuery<CatalogueResponse>({ queryKey: CATALOGUE_KEY });

/** Where the checkout answer puts the provider's page. */
export type CheckoutField = 'url' | 'checkout_url';

/**
 * Starts a checkout and leaves for the provider's page. Buying needs an account: a signed-out
 * visitor's selection is kept (pending-checkout.ts) and they go to sign-up, which brings them back
 * here to continue. Any other failure shows the screen's destructive toast.
 */
export async function goToCheckout(
  url: string,
  body: unknown,
  field: CheckoutField,
  failure: { title: string; text: string },
): Promise<boolean> {
  try {
    const res = await apiRequest<Record<CheckoutField, string>>('POST', url, { body });
    window.location.assign(res[field]);
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      const here = window.location.pathname;
      keepPendingCheckout({ url, body, field, returnTo: here });
      window.location.assign(`/signup?next=${encodeURIComponent(here)}`);
      return true;
    }
    toast.error(failure.title, { description: failure.text });
    return false;
  }
}
