import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCalls } from '@frontdesk/api/apiCalls';
import { SourceNote } from './SourceNote';

/** The tags of the calls, in the OpenAPI document's order (the list is sorted by it). */
const tags = [...new Set(apiCalls.map((call) => call.tag))];

/** One area's calls. */
function TagTable({ tag }: { tag: string }) {
  const { t } = useTranslation('docs');
  const captionId = useId();
  const calls = apiCalls.filter((call) => call.tag === tag);
  return (
    <div className="fd-docs-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>
          {tag} · {t('docs.reference.apiCalls.count', { count: calls.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('docs.reference.apiCalls.call')}</th>
            <th scope="col">{t('docs.reference.apiCalls.summary')}</th>
            <th scope="col">{t('docs.reference.apiCalls.access')}</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            <tr key={call.operationId || `${call.method} ${call.path}`}>
              <th scope="row">
                <code>
                  {call.method} {call.path}
                </code>
              </th>
              <td>{call.summary}</td>
              <td>{call.signedIn ? t('docs.reference.apiCalls.signedIn') : t('docs.reference.apiCalls.public')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every call of the API's OpenAPI document, by area (generated at build time: apiCalls.generated.ts). */
export function ApiCallsTable() {
  return (
    <>
      <SourceNote />
      {tags.map((tag) => (
        <TagTable key={tag} tag={tag} />
      ))}
    </>
  );
}
