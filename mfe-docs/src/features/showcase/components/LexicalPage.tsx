// Fetched only by /app/extra/editors/draft-js (React.lazy, src/features/showcase/pages.ts): Lexical is
// part of no other page. Draft.js is unmaintained and does not run on React 19; Lexical is its
// maintained successor from the same team (docs/decisions/0061).
import { Button, Flex, Tooltip, Typography, theme } from '@frontdesk/shared/antd';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { $generateHtmlFromNodes } from '@lexical/html';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $getRoot, CLEAR_EDITOR_COMMAND, FORMAT_TEXT_COMMAND, type LexicalEditor } from 'lexical';
import { ClearEditorPlugin } from '@lexical/react/LexicalClearEditorPlugin';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { registerShowcaseTexts } from '../i18n';
import { RichPost, useEditorFrame, type EditorContent } from './RichPost';

registerShowcaseTexts();

/** Lexical's classes for what it has no tag of its own for (underline; a paragraph's spacing) */
const editorTheme = { paragraph: 'showcase-lexical-p', text: { underline: 'showcase-lexical-u' } };
const editorStyles = '.showcase-lexical-p{margin:0 0 0.5em}.showcase-lexical-u{text-decoration:underline}.showcase-lexical [contenteditable]{outline:none}';

const read = (editor: LexicalEditor): EditorContent =>
  editor.getEditorState().read(() => ({ text: $getRoot().getTextContent(), html: $generateHtmlFromNodes(editor, null) }));

/** /app/extra/editors/draft-js (demo flag): a post to the team's feed written in Lexical. */
export function LexicalPage() {
  const { t } = useTranslation('showcase');
  return (
    <Flex vertical gap="large" style={{ maxWidth: 760 }}>
      <PageTitle routeId="editorsDraftJs" intro={t('editor.lexicalIntro')} />
      <LexicalComposer
        initialConfig={{
          namespace: 'showcase-post',
          theme: editorTheme,
          nodes: [ListNode, ListItemNode],
          onError: (error: Error) => {
            throw error;
          },
        }}
      >
        <LexicalPost />
      </LexicalComposer>
      <Typography.Text type="secondary">{t('library', { library: 'Lexical 0.52' })}</Typography.Text>
    </Flex>
  );
}

function LexicalPost() {
  const [editor] = useLexicalComposerContext();
  return (
    <RichPost
      read={() => read(editor)}
      clear={() => editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined)}
      editor={(error) => <LexicalEditorArea error={error} />}
    />
  );
}

function LexicalEditorArea({ error }: { error: string | null }) {
  const { t } = useTranslation('showcase');
  const { token } = theme.useToken();
  const [editor] = useLexicalComposerContext();
  const frame = useEditorFrame(error);
  // each button shows one mark (B, I, U, •, ⒈: one character, so its name, the label, is what counts)
  const tool = (label: string, text: string, run: () => void, style?: CSSProperties) => (
    <Tooltip title={label}>
      <Button size="small" aria-label={label} onMouseDown={(event) => event.preventDefault()} onClick={run} style={style}>
        {text}
      </Button>
    </Tooltip>
  );
  return (
    <div className="showcase-lexical">
      <style>{editorStyles}</style>
      <Typography.Text strong id="lexical-label">
        {t('editor.label')}
      </Typography.Text>
      <Flex gap={4} wrap role="toolbar" aria-label={t('editor.toolbar')} style={{ marginBlock: token.marginXS }}>
        {tool(t('editor.bold'), 'B', () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold'), { fontWeight: 700 })}
        {tool(t('editor.italic'), 'I', () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic'), { fontStyle: 'italic' })}
        {tool(t('editor.underline'), 'U', () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'underline'), { textDecoration: 'underline' })}
        {tool(t('editor.bulletList'), '•', () => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined))}
        {tool(t('editor.numberedList'), '⒈', () => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined))}
      </Flex>
      <div style={{ ...frame, position: 'relative', minHeight: 140, padding: `${token.paddingXS}px ${token.paddingSM}px` }}>
        <RichTextPlugin
          contentEditable={<ContentEditable aria-labelledby="lexical-label" aria-invalid={!!error || undefined} style={{ minHeight: 120 }} />}
          placeholder={
            <div
              aria-hidden
              style={{
                position: 'absolute',
                insetBlockStart: token.paddingXS,
                insetInlineStart: token.paddingSM,
                color: token.colorTextPlaceholder,
                pointerEvents: 'none',
              }}
            >
              {t('editor.placeholder')}
            </div>
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <ClearEditorPlugin />
      </div>
    </div>
  );
}
