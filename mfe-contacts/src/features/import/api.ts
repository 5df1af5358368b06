import { api, queryOptions, type ImportJob, type ImportRequest } from '@frontdesk/shared';

/** POST /api/contacts/imports: the mapped rows and the duplicates policy; 202 with the job. */
export function startImport(request: ImportRequest): Promise<ImportJob> {
  return api.post('api/contacts/imports', { json: request }).json<ImportJob>();
}

/** GET /api/contacts/imports/{id}: how far the job is. */
export const importJobQuery = (id: string) =>
  queryOptions({
    queryKey: ['contacts', 'imports', id],
    queryFn: ({ signal }) => api.get(`api/contacts/imports/${encodeURIComponent(id)}`, { signal }).json<ImportJob>(),
  });
