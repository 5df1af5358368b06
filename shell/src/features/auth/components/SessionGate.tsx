import { useSession } from '@frontdesk/shared';
import { Flex, Spin, Typography } from '@frontdesk/shared/antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A full-screen loader while a stored token is being checked (spec §4). */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { t } = useTranslation('shell');
  if (status !== 'checking') return <>{children}</>;
  return (
    <Flex vertical align="center" justify="center" gap="middle" style={{ minHeight: '100vh' }} role="status">
      <Spin size="large" />
      <Typography.Text type="secondary">{t('boot.checking')}</Typography.Text>
    </Flex>
  );
}
