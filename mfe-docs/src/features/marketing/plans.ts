// The plans of the pricing page (texts in docs:pricing.*). Prices are whole currency units
// per month: a list price to show, never an amount to charge.
export type PlanId = 'starter' | 'team' | 'business';

export type PlanFeature =
  | 'onlineBooking'
  | 'checkout'
  | 'invoices'
  | 'contacts'
  | 'staff2'
  | 'staff10'
  | 'staffUnlimited'
  | 'paymentLinks'
  | 'reminders'
  | 'reports'
  | 'registers'
  | 'embedding'
  | 'prioritySupport';

export type Plan = {
  id: PlanId;
  pricePerMonth: number;
  features: PlanFeature[];
  /** highlighted as the plan most businesses choose */
  popular?: boolean;
};

export const PLAN_CURRENCY = 'USD';

export const plans: Plan[] = [
  { id: 'starter', pricePerMonth: 19, features: ['staff2', 'onlineBooking', 'checkout', 'invoices', 'contacts'] },
  {
    id: 'team',
    pricePerMonth: 49,
    popular: true,
    features: ['staff10', 'onlineBooking', 'checkout', 'invoices', 'contacts', 'paymentLinks', 'reminders', 'reports'],
  },
  {
    id: 'business',
    pricePerMonth: 99,
    features: [
      'staffUnlimited',
      'onlineBooking',
      'checkout',
      'invoices',
      'contacts',
      'paymentLinks',
      'reminders',
      'reports',
      'registers',
      'embedding',
      'prioritySupport',
    ],
  },
];
