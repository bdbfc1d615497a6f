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
}

export interface PaymentGateway {
  /** stored with every attempt and callback */
  readonly name: string;
  createCheckout(input: { orderId: number; amount: number; reference: string }): Promise<Checkout>;
  /** the result a callback carries, or null when its signature is not the gateway's */
  verifyCallback(fields: Record<string, string | undefined>): Promise<SignedResult | null>;
}
