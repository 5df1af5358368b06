import type { RepeatFrequency } from '@frontdesk/shared';

/** The buckets the report always shows: 1, 2, 3, 4 and 5 (five or more) visits. */
export const VISIT_BUCKETS = [1, 2, 3, 4, 5] as const;

/** Customers per bucket, every bucket present (zero when the API leaves one out); 5 holds 5 or more. */
export function customersPerBucket(report: RepeatFrequency): { visits: number; customers: number }[] {
  return VISIT_BUCKETS.map((visits) => ({
    visits,
    customers: report.buckets
      .filter((bucket) => (visits === 5 ? bucket.visits >= 5 : bucket.visits === visits))
      .reduce((sum, bucket) => sum + bucket.customers, 0),
  }));
}
