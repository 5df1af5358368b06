import type { ProjectStatus } from '@frontdesk/shared';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATUSES } from '../utils/statuses';

/** The four statuses as a select's options, in the reader's language. */
export function useProjectStatusOptions(): { value: ProjectStatus; label: string }[] {
  const { t } = useTranslation('collab');
  return PROJECT_STATUSES.map((status) => ({ value: status, label: t(`projects.statuses.${status}`) }));
}
