// The plans of the pricing page (texts in docs:pricing.*). Prices are per month, in integer minor
// units of PLAN_CURRENCY (cents), as all money is (shared/format: formatMoney).
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
  /** cents per month */
  pricePerMonth: number;
  features: PlanFeature[];
  /** highlighted as the plan most businesses choose */
  popular?: boolean;
};

export const PLAN_CURRENCY = 'USD';

export const plans: Plan[] = [
  { id: 'starter', pricePerMonth: 1900, features: ['staff2', 'onlineBooking', 'checkout', 'invoices', 'contacts'] },
  {
    id: 'team',
    pricePerMonth: 4900,
    popular: true,
    features: ['staff10', 'onlineBooking', 'checkout', 'invoices', 'contacts', 'paymentLinks', 'reminders', 'reports'],
  },
  {
    id: 'business',
    pricePerMonth: 9900,
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
