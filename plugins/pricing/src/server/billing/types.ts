import type { ConnectionTest } from '../../shared/index.ts';
import type { CatalogueRow } from '../catalogue/service.ts';

export interface LineItem {
  name: string;
  /** Minor units. */
  amount: number;
  interval: 'month' | 'one_time';
  /** The provider's price for a catalogue item, when synchronised. */
  providerPriceId: string | null;
}

export interface CheckoutRequest {
  checkoutId: string;
  orgId: string;
  productLine: string;
  customerEmail: string | null;
  customerId: string | null;
  items: LineItem[];
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
}

/** A card payment provider: Stripe when configured, else the hub's built-in test checkout. */
export interface PaymentProvider {
  readonly id: 'stripe' | 'builtin';
  createCheckout(req: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** The provider's customer portal, or null when it has none. */
  portal(customerId: string, returnUrl: string): Promise<{ url: string } | null>;
  testConnection(): Promise<ConnectionTest>;
  /** Mirrors the catalogue into the provider (products and prices). */
  syncCatalogue(items: CatalogueRow[]): Promise<void>;
  /** Moves a subscription to another plan's price (a tier change applied by a super admin). */
  changePlan(subscriptionId: string, plan: CatalogueRow, idempotencyKey: string): Promise<void>;
}
