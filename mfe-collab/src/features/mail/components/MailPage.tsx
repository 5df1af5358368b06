import { mediaQueries, useMediaQuery, useQuery, useSettings, type Mail } from '@frontdesk/shared';
import { Button, Drawer, Flex, theme } from '@frontdesk/shared/antd';
import { EditOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@frontdesk/shared/icons';
import { EmptyState } from '@frontdesk/shared/ui';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { mailLabelsQuery } from '../api';
import { useMailAddress } from '../hooks/useMailAddress';
import { ComposeDrawer } from './ComposeDrawer';
import { LabelSidebar } from './LabelSidebar';
import { MailList } from './MailList';
import { MailReader } from './MailReader';

/**
 * /app/mail/{systemLabel}/{mailId?} and /app/mail/label/{customLabel}/{mailId?}: the labels (a side
 * column that hides, a drawer on a phone), the label's mails or the one open, and the new-mail panel.
 */
export function MailPage() {
  const { t } = useTranslation('collab');
  const { token } = theme.useToken();
  const { direction } = useSettings();
  const narrow = useMediaQuery(mediaQueries.narrow);
  const { filter, mailId, listPath } = useMailAddress();
  const navigate = useNavigate();
  const [labelsShown, setLabelsShown] = useState(!narrow);
  // the new-mail panel: closed, a new mail, or a draft written on
  const [composing, setComposing] = useState<false | { draft?: Mail }>(false);
  const sidebarId = useId();
  const open = labelsShown;
  const labels = useQuery(mailLabelsQuery());
  // a label of the person's that is gone (deleted, or another's link): said, not asked for
  const unknownLabel =
    filter !== null && 'customLabel' in filter && labels.data !== undefined && !labels.data.items.some((label) => label.id === filter.customLabel);

  const sidebar = <LabelSidebar current={filter} onPick={narrow ? () => setLabelsShown(false) : undefined} />;
  return (
    <Flex vertical gap="middle">
      <PageTitle
        routeId="mailIndex"
        intro={t('mail.intro')}
        extra={
          <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setComposing({})}>
            {t('mail.compose')}
          </Button>
        }
      />
      <Button
        icon={open ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
        aria-expanded={open}
        aria-controls={sidebarId}
        onClick={() => setLabelsShown(!open)}
        style={{ alignSelf: 'start' }}
      >
        {open ? t('mail.hideLabels') : t('mail.showLabels')}
      </Button>
      <Flex gap="large" align="start">
        {!narrow && open ? (
          <aside id={sidebarId} style={{ flex: `0 0 ${token.controlHeight * 6}px`, minWidth: 0 }}>
            {sidebar}
          </aside>
        ) : null}
        <div style={{ flex: 1, minWidth: 0 }}>
          {filter === null ? (
            <EmptyState size="section" title={t('mail.badLabel')} />
          ) : unknownLabel ? (
            <EmptyState size="section" title={t('mail.label.notFound')} />
          ) : mailId ? (
            <MailReader key={mailId} filter={filter} mailId={mailId} onEditDraft={(draft) => setComposing({ draft })} />
          ) : (
            <MailList filter={filter} />
          )}
        </div>
      </Flex>
      {narrow ? (
        <Drawer
          id={sidebarId}
          open={open}
          placement={direction === 'rtl' ? 'right' : 'left'}
          size={280}
          title={t('mail.labelsTitle')}
          onClose={() => setLabelsShown(false)}
          closable={{ 'aria-label': t('mail.hideLabels') }}
        >
          {sidebar}
        </Drawer>
      ) : null}
      {composing ? (
        <ComposeDrawer
          draft={composing.draft}
          onClose={() => setComposing(false)}
          onDone={() => {
            setComposing(false);
            // the draft open here was sent or saved anew: back to its list, which shows where it is now
            if (composing.draft && filter) navigate(listPath(filter));
          }}
        />
      ) : null}
    </Flex>
  );
}
