import { buildPath } from '@frontdesk/shared';
import { Button, Empty, Flex } from '@frontdesk/shared/antd';
import { ImportOutlined, PlusOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../contact/components/LinkButton';

/** No contacts at all: what to do first. With filters on: say nothing matches, and offer to clear them. */
export function ContactListEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('contacts');
  if (filtered) {
    return (
      <Empty description={t('list.empty.noMatch')}>
        <Button onClick={onClear}>{t('list.empty.clear')}</Button>
      </Empty>
    );
  }
  return (
    <Empty description={t('list.empty.none')}>
      <Flex gap="small" justify="center" wrap>
        <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={buildPath('contactCreate')}>
          {t('list.actions.new')}
        </LinkButton>
        <LinkButton icon={<ImportOutlined aria-hidden />} to={buildPath('contactImport')}>
          {t('list.actions.import')}
        </LinkButton>
      </Flex>
    </Empty>
  );
}
