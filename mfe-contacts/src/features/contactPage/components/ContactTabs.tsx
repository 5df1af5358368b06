import type { Contact } from '@frontdesk/shared';
import { Card, Tabs, type TabsProps } from '@frontdesk/shared/antd-pages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ContactDetails } from './ContactDetails';
import { AssetsTab } from './tabs/AssetsTab';
import { BookingsTab } from './tabs/BookingsTab';
import { FormsTab } from './tabs/FormsTab';
import { InvoicesTab, TransactionsTab } from './tabs/MoneyTabs';
import { NotesTab } from './tabs/NotesTab';
import { RemindersTab } from './tabs/RemindersTab';

export const CONTACT_TABS = ['overview', 'assets', 'bookings', 'invoices', 'transactions', 'notes', 'reminders', 'forms'] as const;
export type ContactTab = (typeof CONTACT_TABS)[number];

const isTab = (value: string | null): value is ContactTab => (CONTACT_TABS as readonly (string | null)[]).includes(value);

/** The contact's sections; the open one is in the address (?tab=assets), so a link can open it. */
export function ContactTabs({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contacts');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active: ContactTab = isTab(asked) ? asked : 'overview';

  const open = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'overview') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  const panes: Record<ContactTab, ReactNode> = {
    overview: <ContactDetails contact={contact} />,
    assets: <AssetsTab contactId={contact.id} />,
    bookings: <BookingsTab contactId={contact.id} />,
    invoices: <InvoicesTab contactId={contact.id} />,
    transactions: <TransactionsTab contactId={contact.id} />,
    notes: <NotesTab contact={contact} />,
    reminders: <RemindersTab contactId={contact.id} />,
    forms: <FormsTab contact={contact} />,
  };
  const items: TabsProps['items'] = CONTACT_TABS.map((key) => ({ key, label: t(`contact.tabs.${key}`), children: panes[key] }));

  return (
    <Card>
      <Tabs activeKey={active} onChange={open} items={items} destroyOnHidden />
    </Card>
  );
}
