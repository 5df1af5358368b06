import { useQuery, type DuplicateMatch } from '@frontdesk/shared';
import { useEffect, useState } from 'react';
import { duplicatesQuery } from '../api';
import { isEmail, phoneDigits } from '../utils/contactValues';

/** How long typing must pause before the form looks for duplicates. */
export const DUPLICATES_DEBOUNCE_MS = 400;

/** The duplicates query for what is typed: only a well-formed email and a 10-digit phone are looked up. */
function duplicatesParams(email: string, phone: string, excludeId?: string): string | null {
  const params = new URLSearchParams();
  if (isEmail(email)) params.set('email', email.trim().toLowerCase());
  const digits = phoneDigits(phone);
  if (digits.length === 10) params.set('phone', digits);
  if (!params.size) return null;
  if (excludeId) params.set('excludeId', excludeId);
  return params.toString();
}

/**
 * Other contacts with the email or phone being typed (debounced): a warning, never a block, so a
 * failed look-up shows nothing.
 */
export function useDuplicates(email: string, phone: string, excludeId?: string): DuplicateMatch[] {
  const typed = duplicatesParams(email, phone, excludeId);
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), DUPLICATES_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useQuery({ ...duplicatesQuery(new URLSearchParams(settled ?? '')), enabled: settled !== null });
  if (settled === null || settled !== typed) return [];
  return query.data?.duplicates ?? [];
}
