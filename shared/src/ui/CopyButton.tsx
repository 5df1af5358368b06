import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Input, Typography } from './antd';
import { CheckOutlined } from './icons';

/** how long "Copied" stays */
const COPIED_MS = 3000;

/**
 * The kit's one Copy button: copies `text` and says so beside it, where a screen reader hears it
 * ("Copied" for a few seconds, or how to copy it by hand: a page served without https has no
 * clipboard). `label` names what it copies when a page has more than one.
 */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (copied !== 'copied') return undefined;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(() => setCopied('copied'))
      .catch(() => setCopied('failed'));
  return (
    <>
      <Button onClick={() => void copy()} aria-label={label}>
        {t('copy.copy')}
      </Button>
      <span role="status">
        {copied === 'copied' ? (
          <Typography.Text type="success">
            <CheckOutlined aria-hidden /> {t('copy.copied')}
          </Typography.Text>
        ) : null}
        {copied === 'failed' ? <Typography.Text type="danger">{t('copy.failed')}</Typography.Text> : null}
      </span>
    </>
  );
}

/** An address to hand on (a link a customer opens): shown whole, selected when focused, with the Copy button. */
export function CopyField({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('common');
  return (
    <Flex gap="small" align="center" wrap>
      <Input readOnly value={value} aria-label={label} onFocus={(event) => event.target.select()} style={{ flex: '1 1 240px' }} />
      <CopyButton text={value} label={t('copy.copyWhat', { what: label })} />
    </Flex>
  );
}
