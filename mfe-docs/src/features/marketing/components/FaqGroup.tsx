import { Typography, theme } from '@frontdesk/shared/antd';
import { Collapse, type CollapseProps } from '@frontdesk/shared/antd-more';
import { useTranslation } from 'react-i18next';
import { faqGroups, faqQuestionPath, type FaqGroupId } from '../faq';

/** One FAQ group: its title and its questions, each opening to its answer. */
export function FaqGroup({ group }: { group: FaqGroupId }) {
  const { t } = useTranslation('docs');
  const { token } = theme.useToken();
  const items: CollapseProps['items'] = faqGroups[group].map((question) => {
    const path = faqQuestionPath(group, question);
    return {
      key: question,
      label: t(`home.faq.${path}.question`),
      children: <Typography.Paragraph style={{ marginBlockEnd: 0 }}>{t(`home.faq.${path}.answer`)}</Typography.Paragraph>,
    };
  });
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: token.fontSizeHeading4 }}>
        {t(`home.faq.${group}.title`)}
      </Typography.Title>
      <Collapse items={items} style={{ background: token.colorBgContainer }} />
    </>
  );
}
