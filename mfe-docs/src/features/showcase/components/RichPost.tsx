import { buildPath, createPost, FEED_KEY, useApiMutation, type FeedItem, type MAX_POST_LENGTH } from '@frontdesk/shared';
import { Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { ErrorAlert, FormFooter } from '@frontdesk/shared/ui-pages';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** the API's longest post text (typed by its constant, so the type check fails when the two part) */
const MAX_LENGTH: typeof MAX_POST_LENGTH = 2000;

/** What an editor holds: its plain text (the post's body) and its HTML (sanitized by the API when stored). */
export type EditorContent = { text: string; html: string };

/**
 * The rich-text showcases' common frame: the editor (labelled, with the field's error), the post
 * button, and the post as the API stored it (its sanitized HTML). `read` takes the editor's content;
 * `clear` empties it once posted.
 */
export function RichPost({ editor, read, clear }: { editor: (error: string | null) => ReactNode; read: () => EditorContent; clear: () => void }) {
  const { t } = useTranslation('showcase');
  const { token } = theme.useToken();
  const [error, setError] = useState<string | null>(null);
  const [posted, setPosted] = useState<FeedItem>();
  const post = useApiMutation({
    mutationFn: (content: EditorContent) => createPost({ body: content.text, html: content.html }),
    invalidates: [[...FEED_KEY]],
    successMessage: () => t('editor.posted'),
    failureToast: 'fields',
    onSuccess: (item) => {
      setPosted(item);
      clear();
    },
  });
  const submit = () => {
    const content = read();
    const text = content.text.trim();
    const refusal = !text ? t('editor.required') : text.length > MAX_LENGTH ? t('editor.tooLong', { max: MAX_LENGTH }) : null;
    setError(refusal);
    if (!refusal) post.mutate({ text, html: content.html });
  };
  const fieldError = error ?? post.fieldErrors?.body ?? null;

  return (
    <Flex vertical gap="middle">
      <Card>
        <Flex vertical gap="small">
          {editor(fieldError)}
          {fieldError && (
            <Typography.Text type="danger" role="alert">
              {fieldError}
            </Typography.Text>
          )}
          <ErrorAlert text={post.fieldErrors ? null : post.errorText} />
          <FormFooter submit={t('editor.post')} busy={post.isPending} onSubmit={submit} />
        </Flex>
      </Card>
      {posted && (
        <Card title={t('editor.stored')} size="small" extra={<Link to={buildPath('socialFeed')}>{t('editor.openFeed')}</Link>}>
          {posted.html ? (
            // the API's sanitized HTML (modules/social/service.ts)
            <div style={{ overflowWrap: 'anywhere', color: token.colorText }} dangerouslySetInnerHTML={{ __html: posted.html }} />
          ) : (
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{posted.body}</Typography.Paragraph>
          )}
        </Card>
      )}
    </Flex>
  );
}

/** The editable area's frame, as antd draws an input (its border turns red on an error). */
export function useEditorFrame(error: string | null) {
  const { token } = theme.useToken();
  return {
    border: `1px solid ${error ? token.colorError : token.colorBorder}`,
    borderRadius: token.borderRadius,
    background: token.colorBgContainer,
    color: token.colorText,
  };
}
