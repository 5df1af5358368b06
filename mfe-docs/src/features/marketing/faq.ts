// The FAQ of the home page: two groups, their questions in order (texts in docs:home.faq.*).
export const faqGroups = {
  technical: ['browsers', 'data', 'licensing', 'embedding'],
  design: ['themes', 'darkMode', 'rtl', 'mobile'],
} as const;

export type FaqGroupId = keyof typeof faqGroups;
export type FaqQuestionId<G extends FaqGroupId> = (typeof faqGroups)[G][number];

export const faqGroupIds = Object.keys(faqGroups) as FaqGroupId[];

/**
 * Where a question's texts are under docs:home.faq (`technical.browsers`). Typed per group so a
 * t() key built from it names a real question, not any group with any group's question.
 */
export function faqQuestionPath<G extends FaqGroupId>(group: G, question: FaqQuestionId<G>): { [K in G]: `${K}.${FaqQuestionId<K>}` }[G] {
  return `${group}.${question}`;
}
