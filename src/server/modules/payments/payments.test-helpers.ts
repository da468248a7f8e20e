export const SECRET_KEY = 'sk_test_51DoubleKey0123456789abcdef';
export const WEBHOOK_SECRET = 'whsec_double0123456789abcdef';

/** The settings that switch payments on against a double at `url`. */
export const stripeEnv = (url: string): Record<string, string> => ({
  PAYMENTS: 'stripe',
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: url,
});

export const WEBHOOK = '/api/payments/stripe/webhook';
