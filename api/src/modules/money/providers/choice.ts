import type { ServerConfig } from '../../../config';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe';
import { createTestProcessor } from './testProcessor';

/** The processor the configuration names (PAYMENT_PROVIDER): one per process, for its server and its job runner. */
export function providerOf(config: Pick<ServerConfig, 'paymentProvider' | 'stripe'>): PaymentProvider {
  if (config.paymentProvider === 'stripe') {
    if (!config.stripe) throw new Error('PAYMENT_PROVIDER=stripe without its settings');
    return createStripeProvider(config.stripe);
  }
  return createTestProcessor();
}
