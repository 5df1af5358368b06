import { buildPath } from '@frontdesk/shared';
import { Button, Flex } from '@frontdesk/shared/antd';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { ImportOutlined } from '@frontdesk/shared/antd-pages';
import { EmptyState } from '@frontdesk/shared/ui';
import { LinkButton } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';

/** No contacts at all: what to do first. With filters on: say nothing matches, and offer to clear them. */
export function ContactListEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('contacts');
  if (filtered) {
    return <EmptyState size="section" title={t('list.empty.noMatch')} action={<Button onClick={onClear}>{t('list.empty.clear')}</Button>} />;
  }
  return (
    <EmptyState
      size="section"
      title={t('list.empty.none')}
      action={
        <Flex gap="small" justify="center" wrap>
          <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={buildPath('contactCreate')}>
            {t('list.actions.new')}
          </LinkButton>
          <LinkButton icon={<ImportOutlined aria-hidden />} to={buildPath('contactImport')}>
            {t('list.actions.import')}
          </LinkButton>
        </Flex>
      }
    />
  );
}
