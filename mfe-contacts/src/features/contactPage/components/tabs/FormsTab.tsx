import { buildPath, useBusinessDay, useQuery, useSession, type Contact } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { DownloadOutlined } from '@frontdesk/shared/antd-pages';
import { FormOutlined } from '@frontdesk/shared/icons';
import { EmptyState, FailedState, QueryState } from '@frontdesk/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { contactSignedFormsQuery, formTemplatesQuery, signedFormPdfHref } from '../../../../common/api/forms';
import { fullName } from '../../../../common/contactName';
import { ItemList } from '../../../../common/components/ItemList';
import { HandFormDialog } from '../HandFormDialog';

/** The forms the contact signed on the signpad, each as PDF, and the way to hand them another. */
export function FormsTab({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contacts');
  const business = useBusinessDay();
  const { user } = useSession();
  const [handing, setHanding] = useState(false);
  const signed = useQuery(contactSignedFormsQuery(contact.id));
  const name = fullName(contact) || t('ui.unnamed');

  // the forms in use: the dialog picks from them, and none yet says where they are written
  const forms = useQuery(formTemplatesQuery());
  const inUse = forms.data?.items ?? [];

  const hand = !user?.can_switch_to_signpad ? (
    <Typography.Text type="secondary">{t('contact.forms.cannotHand')}</Typography.Text>
  ) : forms.isError ? (
    <FailedState size="section" title={t('contact.forms.formsFailed')} error={forms.error} onRetry={() => void forms.refetch()} />
  ) : forms.isSuccess && inUse.length === 0 ? (
    <Typography.Text type="secondary">
      {t('contact.forms.noForms')} <Link to={buildPath('contactForms')}>{t('contact.forms.formsPage')}</Link>
    </Typography.Text>
  ) : (
    <Button type="primary" icon={<FormOutlined aria-hidden />} onClick={() => setHanding(true)} loading={forms.isLoading} disabled={!forms.isSuccess}>
      {t('contact.forms.hand')}
    </Button>
  );

  return (
    <Flex vertical gap="middle">
      <div>{hand}</div>
      <QueryState
        query={signed}
        size="section"
        loading={t('contact.forms.loading')}
        failed={t('contact.forms.failed')}
        isEmpty={(list) => list.items.length === 0}
        empty={<EmptyState size="section" title={t('contact.forms.empty')} />}
      >
        {(list) => (
          <ItemList
            label={t('contact.tabs.forms')}
            items={list.items.map((form) => {
              const when = business.moment(form.signedAt);
              return {
                key: form.id,
                title: <Typography.Text strong>{form.formName}</Typography.Text>,
                description: t('contact.forms.signedBy', { when, name: form.signerName || name }),
                actions: [
                  <Button
                    key="pdf"
                    type="link"
                    icon={<DownloadOutlined aria-hidden />}
                    href={signedFormPdfHref(form.id)}
                    download
                    aria-label={t('contact.forms.pdfNamed', { form: form.formName, when })}
                  >
                    {t('contact.forms.pdf')}
                  </Button>,
                ],
              };
            })}
          />
        )}
      </QueryState>
      {handing && <HandFormDialog contactId={contact.id} name={name} forms={inUse} onClose={() => setHanding(false)} />}
    </Flex>
  );
}
