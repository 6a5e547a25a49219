/**
 * How a caller turns a service's answer into its own (the REST JSON body, say), named so the
 * service can keep each rendering beside the answer it was made from: recommendTreesAs
 * (site/site.service.ts) and suggestNamesAs (search/names/suggestions.ts).
 */
export interface Rendering<A, T> {
  name: string;
  render: (answer: A) => T;
}
