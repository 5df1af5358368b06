import { Type, type Static } from '@sinclair/typebox';

// Spec §3 and §7: the contact search call and its result shape.

/** POST /contact/search, form-encoded (or JSON): q, include_recently_added=true */
export const ContactSearchBody = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  include_recently_added: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Boolean()])),
  csrfmiddlewaretoken: Type.Optional(Type.String()),
});
export type ContactSearchBody = Static<typeof ContactSearchBody>;

export const ContactSearchHit = Type.Object({
  id: Type.String(),
  full_name: Type.String(),
  email: Type.String(),
  /** 10 digits; shown (xxx) xxx-xxxx */
  phone: Type.String(),
  image_32x32: Type.String(),
});
export type ContactSearchHit = Static<typeof ContactSearchHit>;

export const ContactSearchResult = Type.Object({
  data: Type.Object({ results: Type.Array(Type.Object({ data: ContactSearchHit })) }),
});
export type ContactSearchResult = Static<typeof ContactSearchResult>;

export const Contact = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  image_32x32: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Contact = Static<typeof Contact>;

export const ContactParams = Type.Object({ contactId: Type.String({ format: 'uuid' }) });
export type ContactParams = Static<typeof ContactParams>;
