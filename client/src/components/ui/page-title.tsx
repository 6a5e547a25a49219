/**
 * Sets the browser tab title (React 19 hoists <title> into the document head): `title | SelecTree`
 * (the brand's name, the same in every language), or `full` as it is (the home page's, in the page's
 * language).
 */
export function PageTitle({ title, full }: { title: string; full?: string }) {
  return <title>{full ?? `${title} | SelecTree`}</title>;
}
