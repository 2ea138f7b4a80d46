/** The shop's policy pages, each a document of this module's shape. */
export type PolicyKind = 'privacy' | 'shipping' | 'returns' | 'about';

/**
 * One block of a section: a paragraph, or a list of points (ordered for steps). `{email}` in a
 * text stands for the customer-service address, which the page shows as a mail link.
 */
export type PolicyBlock = string | { readonly list: readonly string[]; readonly ordered?: boolean };

/** A section of a policy page: its anchor id (the same in every language), heading and blocks. */
export interface PolicySection {
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly PolicyBlock[];
}

/** A policy page's text: the opening paragraphs and the sections the table of contents lists. */
interface PolicyDocument {
  readonly intro: readonly string[];
  readonly sections: readonly PolicySection[];
}

/** All policy texts of one language; a language's module is loaded only when it is shown. */
export type PolicyContent = Readonly<Record<PolicyKind, PolicyDocument>>;

/**
 * When each page's text last changed (ISO date), shared by the three languages because a
 * translation says the same thing: a change to one language is a change to all.
 */
export const POLICY_UPDATED: Readonly<Record<PolicyKind, string>> = {
  about: '2026-08-01',
  privacy: '2026-10-01',
  shipping: '2026-10-20',
  returns: '2026-09-01',
};
