// PostgreSQL's refusals that a request can cause by racing another (both drivers carry the SQLSTATE
// as `code`): a rule checked before a write can still be broken by a write committed in between.

const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;

/** An exclusion constraint refused a write: a booking over time its staff member already has (docs/decisions/0027). */
export const isExclusionViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === EXCLUSION_VIOLATION;

/** A write's result, or 'taken' when a unique constraint refused it (a concurrent write took the value). */
export async function orTaken<T>(write: Promise<T>): Promise<T | 'taken'> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}
