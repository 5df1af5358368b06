import { useApiMutation, useIsAdmin, useQuery, withinLimits } from '@frontdesk/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactSettingsQuery, saveContactSettings } from '../api';

/** When the business setting cannot be read, the list still works with this many days. */
export const FALLBACK_DAYS = 90;
/** the days a threshold may be */
export const LOST_DAYS = { min: 1, max: 3650, whole: true };
/** typing "120" asks once, not for 1, 12 and 120 */
const TYPING_PAUSE_MS = 400;

export const validDays = (value: number | null | undefined): value is number => typeof value === 'number' && withinLimits(value, LOST_DAYS);

/**
 * The lost customers' threshold: the input's value (the business default until changed), the
 * days the list shows (the last valid value, once typing pauses), and saving it as the default.
 */
export function useLostDays() {
  const { t } = useTranslation('contacts');
  const isAdmin = useIsAdmin();
  const settings = useQuery(contactSettingsQuery());
  const saving = useApiMutation({
    mutationFn: saveContactSettings,
    invalidates: [['settings', 'contacts']],
    successMessage: (answer) => t('lostCustomers.save.saved', { days: answer.lostCustomerDays }),
  });
  /** undefined until the user changes the input; null while it is empty, NaN while not a number */
  const [draft, setDraft] = useState<number | null>();
  const [applied, setApplied] = useState<number>();

  const businessDefault = saving.data?.lostCustomerDays ?? settings.data?.lostCustomerDays;
  const fallback = businessDefault === undefined && settings.isError;
  const base = businessDefault ?? (fallback ? FALLBACK_DAYS : undefined);
  const value = draft === undefined ? base : draft;
  const valid = validDays(value);

  useEffect(() => {
    if (!validDays(value) || value === applied) return undefined;
    // the first value (the business default) at once; a typed one once typing pauses
    if (applied === undefined) {
      setApplied(value);
      return undefined;
    }
    const timer = setTimeout(() => setApplied(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value, applied]);

  /** what the list shows: the applied value (the default from the first render on) */
  const days = applied ?? (draft === undefined && valid ? value : undefined);

  const save = () => {
    if (validDays(value)) saving.mutate({ lostCustomerDays: value });
  };

  return {
    /** the input's value (null: empty) and whether it is a valid threshold */
    value: value ?? null,
    valid,
    setValue: (next: number | null) => setDraft(next),
    /** the days the list is for; undefined until the setting is known */
    days,
    businessDefault,
    /** the setting could not be read: FALLBACK_DAYS is used */
    fallback,
    settingsLoading: base === undefined,
    canSave: isAdmin,
    saveDisabled: !valid || saving.busy || value === businessDefault,
    saving: saving.busy,
    save,
  };
}
