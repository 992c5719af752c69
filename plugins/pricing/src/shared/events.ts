/** Announced on the core bus after each payment is recorded (the ecosystem plugin counts platform revenue). */
export const PAYMENT_RECORDED = 'pricing.payment-recorded';

export interface RecordedPayment {
  paymentId: string;
  orgId: string;
  productLine: string;
  amount: number;
  currency: string;
  paidAt: string;
  status: 'paid' | 'failed';
}

declare module '@ecohub/core' {
  interface HubEvents {
    'pricing.payment-recorded': RecordedPayment;
  }
}
