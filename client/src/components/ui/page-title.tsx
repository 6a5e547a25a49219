/** Sets the browser tab title (React 19 hoists <title> into the document head). */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | SelecTree` : 'SelecTree: Tree Selection Guide'}</title>;
}
