import type { ProjectStatus } from '@frontdesk/shared';
import { Tag } from '@frontdesk/shared/antd-more';
import { useTranslation } from 'react-i18next';

const colors: Record<ProjectStatus, string> = { planned: 'default', active: 'processing', on_hold: 'warning', done: 'success' };

/** A project's status as a coloured tag, in the reader's language. */
export function ProjectStatusTag({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('collab');
  return <Tag color={colors[status]}>{t(`projects.statuses.${status}`)}</Tag>;
}
