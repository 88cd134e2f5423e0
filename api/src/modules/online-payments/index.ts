// Online payments of the families' portal: a payment-gateway adapter (a sandbox for the demo, Stripe for real money),
// the tutor's and the desk's routes, and the provider's webhook. A paid online payment reaches the payment engine
// once (docs/adr/0029-online-payments.md).
import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from './gateway';
import { deskPaymentRoutes, portalPaymentRoutes, webhookRoutes } from './online-payments.routes';
import { sandboxGateway } from './sandbox.gateway';
import type { StripeGatewayConfig } from './stripe.gateway';

export type PaymentGatewayConfig = { provider: 'sandbox' } | ({ provider: 'stripe' } & StripeGatewayConfig);

export interface OnlinePaymentsOptions {
  gateway?: PaymentGatewayConfig;
}

/** Stripe's package (a tenth of a second to load) is loaded only when Stripe is the configured gateway. */
export async function gatewayOf(config: PaymentGatewayConfig = { provider: 'sandbox' }): Promise<PaymentGateway> {
  if (config.provider !== 'stripe') return sandboxGateway();
  const { stripeGateway } = await import('./stripe.gateway');
  return stripeGateway(config);
}

export async function onlinePaymentsModule(app: FastifyInstance, options: OnlinePaymentsOptions): Promise<void> {
  const gateway = await gatewayOf(options.gateway);
  await app.register(portalPaymentRoutes, { gateway });
  await app.register(deskPaymentRoutes, { gateway });
  await app.register(webhookRoutes, { gateway });
}
