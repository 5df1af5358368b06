import { useTranslation } from 'react-i18next';
import { apiCalls } from '@frontdesk/api/apiCalls';
import { ReferenceTable } from './ReferenceTable';
import { SourceNote } from './SourceNote';

/** The tags of the calls, in the OpenAPI document's order (the list is sorted by it). */
const tags = [...new Set(apiCalls.map((call) => call.tag))];

/** Every call of the API's OpenAPI document, by area (generated at build time: apiCalls.generated.ts). */
export function ApiCallsTable() {
  const { t } = useTranslation('docs');
  const columns = [t('docs.reference.apiCalls.call'), t('docs.reference.apiCalls.summary'), t('docs.reference.apiCalls.access')];
  return (
    <>
      <SourceNote />
      {tags.map((tag) => {
        const calls = apiCalls.filter((call) => call.tag === tag);
        return (
          <ReferenceTable
            key={tag}
            caption={`${tag} · ${t('docs.reference.apiCalls.count', { count: calls.length })}`}
            columns={columns}
            rows={calls.map((call) => ({
              key: call.operationId || `${call.method} ${call.path}`,
              name: `${call.method} ${call.path}`,
              cells: [call.summary, call.signedIn ? t('docs.reference.apiCalls.signedIn') : t('docs.reference.apiCalls.public')],
            }))}
          />
        );
      })}
    </>
  );
}
