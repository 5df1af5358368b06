import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { faqGroups, faqQuestionPath, type FaqGroupId } from '../faq';

/** One FAQ group: its title and its questions, each opening to its answer (the browser's own disclosure). */
export function FaqGroup({ group }: { group: FaqGroupId }) {
  const { t } = useTranslation('docs');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`home.faq.${group}.title`)}</h3>
      {faqGroups[group].map((question) => {
        const path = faqQuestionPath(group, question);
        return (
          <details key={question}>
            <summary>{t(`home.faq.${path}.question`)}</summary>
            <p>{t(`home.faq.${path}.answer`)}</p>
          </details>
        );
      })}
    </section>
  );
}
