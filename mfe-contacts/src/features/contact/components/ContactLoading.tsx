import { Flex, Spin } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';

/** While the contact loads: a spinner a screen reader announces by name. */
export function ContactLoading() {
  const { t } = useTranslation('contacts');
  return (
    <Flex role="status" aria-label={t('contact.loading')} justify="center" style={{ paddingBlock: 48 }}>
      <Spin size="large" description={t('contact.loading')} />
    </Flex>
  );
}
