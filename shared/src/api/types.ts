// The frontend's view of the API: every type here is derived from the api package's schemas,
// the one source of truth (api/src/modules/*/schemas.ts). Never write a request or response shape
// by hand: add it to a schema there and it appears here.
export type * from '@frontdesk/api/schemas';
