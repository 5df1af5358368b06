import { useQuery } from '@frontdesk/shared';
import { useTranslation } from 'react-i18next';
import { mailLabelsQuery } from '../api';
import type { MailFilter } from '../utils/labels';

/** A label's name as the person reads it: a system label's in their language, their own label's as they named it. */
export function useLabelName(filter: MailFilter): string {
  const { t } = useTranslation('collab');
  const labels = useQuery(mailLabelsQuery());
  if ('label' in filter) return t(`mail.system.${filter.label}`);
  return labels.data?.items.find((label) => label.id === filter.customLabel)?.name ?? '';
}
