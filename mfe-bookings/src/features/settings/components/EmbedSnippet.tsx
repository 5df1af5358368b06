import { Button, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { CheckOutlined } from '@frontdesk/shared/icons';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { embedSnippet } from '../utils/settingsValues';

/** how long "Copied" stays */
const COPIED_MS = 3000;

/** The code that puts the business's booking page (`pagePath`) on its own site, with a Copy button, and the page itself. */
export function EmbedSnippet({ pagePath }: { pagePath: string }) {
  const { t } = useTranslation('bookings');
  const { token } = theme.useToken();
  const id = useId();
  const code = embedSnippet(window.location.origin, pagePath);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (copied !== 'copied') return undefined;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  // a page served without https has no clipboard: that is a failure too, not a crash
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(code))
      .then(() => setCopied('copied'))
      .catch(() => setCopied('failed'));

  return (
    <Flex vertical gap="small">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }} id={`${id}-help`}>
        {t('settings.embed.intro')}
      </Typography.Paragraph>
      <pre
        role="region"
        aria-label={t('settings.embed.code')}
        aria-describedby={`${id}-help`}
        // a region a keyboard can reach and scroll
        tabIndex={0}
        style={{
          margin: 0,
          padding: token.paddingSM,
          background: token.colorFillTertiary,
          borderRadius: token.borderRadius,
          fontFamily: token.fontFamilyCode,
          fontSize: token.fontSizeSM,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        <code>{code}</code>
      </pre>
      <Flex gap="middle" align="center" wrap>
        <Button onClick={() => void copy()}>{t('settings.embed.copy')}</Button>
        {/* said once copied (or not), where a screen reader hears it */}
        <span role="status">
          {copied === 'copied' ? (
            <Typography.Text type="success">
              <CheckOutlined aria-hidden /> {t('settings.embed.copied')}
            </Typography.Text>
          ) : null}
          {copied === 'failed' ? <Typography.Text type="danger">{t('settings.embed.copyFailed')}</Typography.Text> : null}
        </span>
        <Typography.Link href={pagePath} target="_blank" rel="noopener noreferrer" style={{ marginInlineStart: 'auto' }}>
          {t('settings.embed.open')}
        </Typography.Link>
      </Flex>
    </Flex>
  );
}
