// How the server takes a card payment, whatever the gateway: it creates a checkout for an order's amount and sends
// the member to the gateway's page; the gateway answers with a signed callback, which the gateway's own code
// verifies (signature) before the server checks it against what it asked for (order, amount, not seen before).
// The repository ships a test gateway (test-gateway.ts); a real Pakistani gateway is another implementation.

export interface Checkout {
  /** the gateway's reference for this checkout */
  reference: string;
  /** where the member's browser goes to pay */
  redirectUrl: string;
}

/** A callback whose signature the gateway verified: what it says happened. */
export interface SignedResult {
  /** unique per callback: a second one with the same id is a replay */
  callbackId: string;
  reference: string;
  orderId: number;
  amount: number;
  approved: boolean;
  /** the provider's result code and message, kept with the attempt */
  code?: string;
  message?: string;
  /** the signed fields as received (secrets left out), kept with the attempt */
  fields?: Record<string, string>;
  /**
   * What the answer states of the request's terms (currency, merchant, kind of payment), by the request field's name:
   * each must equal the value in the signed request the server kept for the attempt, or the answer pays nothing.
   */
  terms?: Record<string, string>;
}

export interface PaymentGateway {
  /** stored with every attempt and callback */
  readonly name: string;
  /** a new checkout reference in the provider's format (default: the order and random letters) */
  newReference?(orderId: number): string;
  /** whether the provider answers a status inquiry, so an attempt whose answer never came is asked about later */
  readonly inquires?: boolean;
  createCheckout(input: { orderId: number; amount: number; reference: string }): Promise<Checkout>;
  /** the result a callback carries, or null when its signature is not the gateway's */
  verifyCallback(fields: Record<string, string | undefined>): Promise<SignedResult | null>;
}

/**
 * Why an approval did not pay its order, kept with the late payment: the order had expired without a seat, was paid by
 * another payment, the attempt had been closed for another way of paying, its provider had declined it before, or the
 * answer's terms differ from the request's.
 */
export type LatePaymentReason = 'expired' | 'second' | 'closed' | 'after-decline' | 'mismatch';
