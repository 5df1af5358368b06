// Fetched only by /app/extra/editors/quill (React.lazy, src/features/showcase/pages.ts): Quill and its
// stylesheet are part of no other page. Quill 2 is used directly (react-quill is unmaintained and
// does not run on React 19: docs/decisions/0061).
import { Flex, Typography, theme } from '@frontdesk/shared/antd';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import type { TFunction } from 'i18next';
import Quill from 'quill';
import snowStyles from 'quill/dist/quill.snow.css?raw';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { registerShowcaseTexts } from '../i18n';
import { RichPost } from './RichPost';

registerShowcaseTexts();

const TOOLBAR = [['bold', 'italic', 'underline'], [{ list: 'bullet' }, { list: 'ordered' }], ['link']];

/** /app/extra/editors/quill (demo flag): a post to the team's feed written in Quill 2. */
export function QuillPage() {
  const { t } = useTranslation('showcase');
  const quill = useRef<Quill | null>(null);
  return (
    <Flex vertical gap="large" style={{ maxWidth: 760 }}>
      <PageTitle routeId="editorsQuill" intro={t('editor.quillIntro')} />
      <RichPost
        // Quill's semantic HTML writes every space as &nbsp; (a line could then never wrap): plain spaces
        read={() => ({ text: quill.current?.getText() ?? '', html: (quill.current?.getSemanticHTML() ?? '').replaceAll('&nbsp;', ' ') })}
        clear={() => quill.current?.setText('')}
        editor={(error) => <QuillEditor error={error} onReady={(editor) => (quill.current = editor)} />}
      />
      <Typography.Text type="secondary">{t('library', { library: 'Quill 2' })}</Typography.Text>
    </Flex>
  );
}

/** Quill on a node of its own, made in an effect and taken down with it (its toolbar too). */
/** A CSS string of a text (JSON's quoting and escapes are CSS's too, for the texts of a sentence). */
const cssString = (text: string) => JSON.stringify(text);

/** Quill snow's tooltip words, which its stylesheet writes as generated content, in the reader's language */
function tooltipWords(t: TFunction<'showcase'>): string {
  const tip = '.showcase-quill .ql-snow .ql-tooltip';
  // and its spacing on the inline axis, so that right to left it is spaced as left to right
  return [
    `${tip}::before{content:${cssString(t('editor.linkTooltip.visit'))};margin-right:0;margin-inline-end:8px}`,
    `${tip}[data-mode=link]::before{content:${cssString(t('editor.linkTooltip.enter'))}}`,
    `${tip} a.ql-action::after{content:${cssString(t('editor.linkTooltip.edit'))};border-right:0;border-inline-end:1px solid #ccc;margin-left:0;margin-inline-start:16px;padding-right:0;padding-inline-end:8px}`,
    `${tip}.ql-editing a.ql-action::after{content:${cssString(t('editor.linkTooltip.save'))};border-inline-end:0;padding-inline-end:0}`,
    `${tip} a.ql-remove::before{content:${cssString(t('editor.linkTooltip.remove'))};margin-left:0;margin-inline-start:8px}`,
  ].join('');
}

function QuillEditor({ error, onReady }: { error: string | null; onReady: (quill: Quill | null) => void }) {
  const { t } = useTranslation('showcase');
  const { token } = theme.useToken();
  const borderColor = error ? token.colorError : token.colorBorder;
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const wrapper = host.current;
    if (!wrapper) return;
    const area = document.createElement('div');
    wrapper.append(area);
    const quill = new Quill(area, { theme: 'snow', placeholder: t('editor.placeholder'), modules: { toolbar: TOOLBAR } });
    // Quill's toolbar buttons and editable area named in the reader's language
    const labels: Record<string, string> = {
      'ql-bold': t('editor.bold'),
      'ql-italic': t('editor.italic'),
      'ql-underline': t('editor.underline'),
      'ql-link': t('editor.link'),
    };
    for (const button of wrapper.querySelectorAll<HTMLButtonElement>('.ql-toolbar button')) {
      const name = [...button.classList].find((c) => c in labels);
      if (name) button.setAttribute('aria-label', labels[name]!);
      if (button.value === 'bullet') button.setAttribute('aria-label', t('editor.bulletList'));
      if (button.value === 'ordered') button.setAttribute('aria-label', t('editor.numberedList'));
    }
    // the link tooltip's example address, in the reader's language (its words are the CSS below)
    wrapper.querySelector('.ql-tooltip input[data-link]')?.setAttribute('data-link', t('editor.linkTooltip.example'));
    wrapper.querySelector('.ql-toolbar')?.setAttribute('aria-label', t('editor.toolbar'));
    wrapper.querySelector('.ql-toolbar')?.setAttribute('role', 'toolbar');
    quill.root.setAttribute('aria-labelledby', 'quill-label');
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    onReady(quill);
    return () => {
      onReady(null);
      wrapper.replaceChildren();
    };
    // made once: the labels are the language's at the time (a language change redraws the page)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    host.current?.querySelector('.ql-editor')?.setAttribute('aria-invalid', error ? 'true' : 'false');
  }, [error]);

  return (
    <div>
      <style>{snowStyles}</style>
      {/* Quill's snow theme writes its link tooltip's words in its CSS (content): here in the reader's language */}
      <style>{tooltipWords(t)}</style>
      <style>{`.showcase-quill .ql-toolbar.ql-snow,.showcase-quill .ql-container.ql-snow{border-color:${borderColor}}.showcase-quill .ql-container{min-height:140px;font-family:inherit;font-size:${token.fontSize}px;color:${token.colorText}}.showcase-quill .ql-editor{text-align:start}.showcase-quill .ql-editor.ql-blank::before{color:${token.colorTextPlaceholder};font-style:normal}.showcase-quill .ql-snow .ql-stroke{stroke:${token.colorText}}.showcase-quill .ql-snow .ql-fill{fill:${token.colorText}}.showcase-quill .ql-toolbar{border-radius:${token.borderRadius}px ${token.borderRadius}px 0 0}.showcase-quill .ql-container{border-radius:0 0 ${token.borderRadius}px ${token.borderRadius}px}`}</style>
      <Typography.Text strong id="quill-label" style={{ display: 'block', marginBlockEnd: token.marginXS }}>
        {t('editor.label')}
      </Typography.Text>
      <div className="showcase-quill" ref={host} />
    </div>
  );
}
