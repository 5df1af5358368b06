// The FAQ of the home page: two groups, their questions in order (texts in docs:home.faq.*).
export const faqGroups = {
  technical: ['browsers', 'data', 'licensing', 'embedding'],
  design: ['themes', 'darkMode', 'rtl', 'mobile'],
} as const;

export type FaqGroupId = keyof typeof faqGroups;
export type FaqQuestionId<G extends FaqGroupId> = (typeof faqGroups)[G][number];

export const faqGroupIds = Object.keys(faqGroups) as FaqGroupId[];
