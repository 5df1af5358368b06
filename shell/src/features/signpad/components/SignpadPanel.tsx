import { useQuery, type SignedFormSummary } from '@frontdesk/shared';
import { Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { CheckOutlined, FormOutlined } from '@frontdesk/shared/icons';
import { QueryState } from '@frontdesk/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signpadFormQuery } from '../../../common/api';
import { SignpadExitForm } from './SignpadExitForm';
import { SignpadFormFill } from './SignpadFormFill';

/** The panel's heading and a line under it, centred (no form waiting, or the thanks). */
function Notice({ title, text, done = false }: { title: string; text: string; done?: boolean }) {
  const { token } = theme.useToken();
  const Icon = done ? CheckOutlined : FormOutlined;
  return (
    <Flex vertical align="center" style={{ textAlign: 'center' }}>
      <Icon aria-hidden style={{ fontSize: 48, color: done ? token.colorSuccess : token.colorPrimary, marginBlockEnd: token.margin }} />
      <Typography.Title level={1} style={{ fontSize: 28, marginBlockStart: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 0 }}>
        {text}
      </Typography.Paragraph>
    </Flex>
  );
}

/**
 * What the shell shows while the session is in signpad mode, instead of the app: the screen is a
 * customer's. The form the desk handed over waits to be filled and signed; once signed, a thank-you.
 * Below, always, the way back, which takes the staff member's password.
 */
export function SignpadPanel() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const waiting = useQuery(signpadFormQuery());
  const [signed, setSigned] = useState<SignedFormSummary>();

  return (
    <Flex vertical align="center" gap="large" style={{ paddingBlock: token.paddingLG }}>
      <Card style={{ width: '100%', maxWidth: 720 }}>
        {signed ? (
          <Notice done title={t('signpad.thanksTitle', { name: signed.signerName })} text={t('signpad.thanksText', { form: signed.formName })} />
        ) : (
          <QueryState query={waiting} size="section" loading={t('signpad.loading')} failed={t('signpad.failed')}>
            {({ form }) =>
              form ? (
                <SignpadFormFill form={form} onSigned={setSigned} />
              ) : (
                <Notice title={t('signpad.title')} text={`${t('signpad.text')} ${t('signpad.noForm')}`} />
              )
            }
          </QueryState>
        )}
      </Card>
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <SignpadExitForm />
      </Card>
    </Flex>
  );
}
