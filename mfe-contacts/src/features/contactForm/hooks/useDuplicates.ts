import type { DuplicateMatch } from '@frontdesk/shared';
import { useEffect, useState } from 'react';
import { useRequest } from '../../contact/hooks/useRequest';
import { findDuplicates } from '../api';
import { isEmail, phoneDigits } from '../utils/contactValues';

/** How long typing must pause before the form looks for duplicates. */
export const DUPLICATES_DEBOUNCE_MS = 400;

/** The duplicates query for what is typed: only a well-formed email and a 10-digit phone are looked up. */
function duplicatesKey(email: string, phone: string, excludeId?: string): string | null {
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
  const key = duplicatesKey(email, phone, excludeId);
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), DUPLICATES_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const { state } = useRequest(settled, (signal) => findDuplicates(new URLSearchParams(settled ?? ''), signal));
  if (settled === null || settled !== key || state.status !== 'loaded') return [];
  return state.data.duplicates;
}
