import type { ProjectStatus } from '@frontdesk/shared';
import { Tag } from '@frontdesk/shared/antd-more';
import { useTranslation } from 'react-i18next';

// antd's preset colours whose text reads on their own background (axe's contrast); warning's gold does not
const colors: Record<ProjectStatus, string> = { planned: 'default', active: 'blue', on_hold: 'magenta', done: 'green' };

/** A project's status as a coloured tag, in the reader's language. */
export function ProjectStatusTag({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('collab');
  return <Tag color={colors[status]}>{t(`projects.statuses.${status}`)}</Tag>;
}
