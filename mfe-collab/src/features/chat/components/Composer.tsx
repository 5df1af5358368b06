import { Alert, Button, Flex, Input, theme } from '@frontdesk/shared/antd';
import { CloseOutlined, PaperClipOutlined, SendOutlined } from '@frontdesk/shared/antd-pages';
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_BYTES_MAX, IMAGES_MAX, pickImages, type PickedImage, type Refusal } from '../utils/pickImages';

type Props = {
  /** sends the message; resolves when it is sent (the composer then empties), rejects when it is not */
  onSend: (message: { body: string; attachments: string[] }) => Promise<unknown>;
  busy: boolean;
  /** why the last message was not sent, in the reader's language */
  errorText: string | null;
  /** nothing may be sent yet (no colleague chosen): why */
  blockedText?: string;
};

/**
 * Where a message is written: Enter sends, Shift+Enter starts a new line; images are attached by
 * the paper clip (previewed, each removable) and refused here when they cannot be sent.
 */
export function Composer({ onSend, busy, errorText, blockedText }: Props) {
  const { t } = useTranslation('collab');
  const { token } = theme.useToken();
  const [body, setBody] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [refusal, setRefusal] = useState<Refusal>();
  const fileInput = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const canSend = !busy && !blockedText && (body.trim() !== '' || images.length > 0);

  const send = async () => {
    if (!canSend) return;
    try {
      await onSend({ body, attachments: images.map((image) => image.dataUrl) });
      setBody('');
      setImages([]);
      setRefusal(undefined);
    } catch {
      // the page says why (errorText); what was written stays to send again
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };
  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const picked = await pickImages(files, images.length);
    setImages((before) => [...before, ...picked.images]);
    setRefusal(picked.refusal);
  };
  const refusalText =
    refusal?.kind === 'type'
      ? t('chat.refusedType', { name: refusal.name })
      : refusal?.kind === 'size'
        ? t('chat.refusedSize', { name: refusal.name, limit: `${FILE_BYTES_MAX / 1024 / 1024} MB` })
        : refusal?.kind === 'count'
          ? t('chat.refusedCount', { count: IMAGES_MAX })
          : null;
  const problem = refusalText ?? errorText ?? blockedText ?? null;
  // a refusal is told at once; why nothing may be sent yet is only said
  const refused = Boolean(refusalText ?? errorText);

  return (
    <Flex vertical gap="small" style={{ paddingBlockStart: token.paddingSM, borderBlockStart: `1px solid ${token.colorBorderSecondary}` }}>
      {problem ? <Alert role={refused ? 'alert' : 'status'} type={refused ? 'error' : 'info'} showIcon title={problem} /> : null}
      {images.length ? (
        <Flex gap="small" wrap role="list" aria-label={t('chat.attach')}>
          {images.map((image, i) => (
            <div key={`${i}-${image.name}`} role="listitem" style={{ position: 'relative' }}>
              <img
                src={image.dataUrl}
                alt={t('chat.imagePreview', { n: i + 1 })}
                style={{ width: 64, height: 64, objectFit: 'cover', borderRadius: token.borderRadius, display: 'block' }}
              />
              <Button
                size="small"
                shape="circle"
                icon={<CloseOutlined aria-hidden />}
                aria-label={t('chat.removeImage', { n: i + 1 })}
                onClick={() => setImages((before) => before.filter((_, j) => j !== i))}
                style={{ position: 'absolute', insetBlockStart: -8, insetInlineEnd: -8 }}
              />
            </div>
          ))}
        </Flex>
      ) : null}
      <Flex gap="small" align="flex-end">
        <input
          ref={fileInput}
          type="file"
          aria-label={t('chat.imageFiles')}
          accept="image/png,image/jpeg,image/webp,image/*"
          multiple
          hidden
          onChange={(event) => void onFiles(event)}
        />
        <Button
          icon={<PaperClipOutlined aria-hidden />}
          aria-label={t('chat.attach')}
          title={t('chat.attach')}
          onClick={() => fileInput.current?.click()}
          disabled={busy}
        />
        <Input.TextArea
          aria-label={t('chat.composer')}
          aria-describedby={helpId}
          placeholder={t('chat.composer')}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: 6 }}
          maxLength={4000}
          style={{ flex: 1 }}
        />
        <Button type="primary" icon={<SendOutlined aria-hidden />} onClick={() => void send()} disabled={!canSend} loading={busy}>
          {t('chat.send')}
        </Button>
      </Flex>
      <span id={helpId} style={{ color: token.colorTextTertiary, fontSize: token.fontSizeSM }}>
        {t('chat.composerHelp')}
      </span>
    </Flex>
  );
}
