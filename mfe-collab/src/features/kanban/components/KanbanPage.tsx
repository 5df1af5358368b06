import { Flex } from '@frontdesk/shared/antd';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { KanbanBoardView } from './KanbanBoardView';

/** /app/kanban: the business's own board (issue 35 §3). */
export function KanbanPage() {
  const { t } = useTranslation('collab');
  return (
    <Flex vertical gap="large">
      <PageTitle routeId="kanban" intro={t('kanban.intro')} />
      <KanbanBoardView />
    </Flex>
  );
}
