import { createHash } from 'node:crypto';
import { cardFacts, type Authorization, type DeclineCode, type PaymentProvider } from './provider';

// The built-in test processor: behaves like a processor's test mode, so the whole money flow runs
// without an account anywhere. Its cards (api/README.md, "Test cards"):
export const TEST_CARDS: Record<string, { outcome: 'approved' | DeclineCode; note: string }> = {
  '4242424242424242': { outcome: 'approved', note: 'Visa, approved' },
  '5555555555554444': { outcome: 'approved', note: 'Mastercard, approved' },
  '4000000000000002': { outcome: 'card_declined', note: 'declined' },
  '4000000000009995': { outcome: 'insufficient_funds', note: 'declined for insufficient funds' },
  '4000002760003184': { outcome: 'authentication_required', note: 'needs the holder to confirm (3-D Secure)' },
};
// Any other number that passes the Luhn check is approved, like a processor's generic test card.

/** A reference the same attempt always gets (a retry with the same key is the same authorization). */
const refOf = (prefix: string, key: string) => `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/** the test processor's name, as every transaction it takes records it (`transactions.provider`) */
export const TEST_PROCESSOR = 'test';

/**
 * Whether cards go through the test processor, which moves no money: the pay page, the desk, and
 * the mail that asks for a payment say "test mode" (SECURITY.md, "Card processors: test mode").
 */
export const isTestProcessor = (provider: Pick<PaymentProvider, 'name'>) => provider.name === TEST_PROCESSOR;

export function createTestProcessor(): PaymentProvider {
  return {
    name: TEST_PROCESSOR,
    async authorize({ card, key, amountMinor, currency, authentication }): Promise<Authorization> {
      const facts = cardFacts(card.number);
      const digits = card.number.replace(/\D/g, '');
      const outcome = TEST_CARDS[digits]?.outcome ?? 'approved';
      if (outcome === 'approved') return { approved: true, ref: refOf('test_auth', key), ...facts };
      if (outcome === 'authentication_required') {
        // the holder's confirmation is simulated: the challenge is completed by sending it back
        const challenge = refOf('test_3ds', `${digits}:${amountMinor}:${currency}`);
        if (authentication === challenge) return { approved: true, ref: refOf('test_auth', key), ...facts };
        return { approved: false, code: outcome, ref: null, challenge, ...facts };
      }
      return { approved: false, code: outcome, ref: null, ...facts };
    },
    async capture() {},
    async release() {},
    async refund({ key }) {
      return { ok: true, ref: refOf('test_refund', key) };
    },
  };
}
