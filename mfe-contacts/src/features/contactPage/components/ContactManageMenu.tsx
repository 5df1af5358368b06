import { useIsAdmin, type Contact } from '@frontdesk/shared';
import { Button, Dropdown, type MenuProps } from '@frontdesk/shared/antd';
import { DownOutlined } from '@frontdesk/shared/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteContactDialog } from './DeleteContactDialog';
import { MergeContactDialog } from './MergeContactDialog';

/** "More": merge a duplicate into this contact (admins: it moves money records) and delete it. */
export function ContactManageMenu({ contact, name }: { contact: Contact; name: string }) {
  const { t } = useTranslation('contacts');
  const admin = useIsAdmin();
  const [open, setOpen] = useState<'merge' | 'delete' | null>(null);
  const items: MenuProps['items'] = [
    ...(admin ? [{ key: 'merge', label: t('contact.merge.action') }] : []),
    { key: 'delete', label: t('contact.remove.action'), danger: true },
  ];
  return (
    <>
      <Dropdown menu={{ items, onClick: ({ key }) => setOpen(key as 'merge' | 'delete') }} trigger={['click']}>
        <Button>
          {t('contact.actions.more')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {open === 'merge' ? <MergeContactDialog contact={contact} name={name} onClose={() => setOpen(null)} /> : null}
      {open === 'delete' ? <DeleteContactDialog contactId={contact.id} name={name} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
