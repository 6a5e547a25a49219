/**
 * Sets the browser tab title (React 19 hoists <title> into the document head): `title | SelecTree`,
 * or `full` as it is (the home page's, in the page's language).
 */
export function PageTitle({ title, full }: { title?: string; full?: string }) {
  return <title>{full ?? (title ? `${title} | SelecTree` : 'SelecTree: Tree Selection Guide')}</title>;
}
