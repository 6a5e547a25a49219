/**
 * An element and its descendants as lines, in document order: tag, classes (sorted), attributes
 * (`class` left out; ids, where given, replaced by `<id>`) and the text of leaves. The "light"
 * components (Mantine's markup and classes without the component: LightCheckbox, LightNativeSelect,
 * LightAlert, LightTable, ResultsPagination) are held to Mantine's own by comparing these.
 */
export function markupShape(root: Element, { ids = [] as string[], skip = [] as string[] } = {}): string[] {
  const anonymous = (value: string) => ids.reduce((text, id) => (id ? text.split(id).join('<id>') : text), value);
  return [root, ...root.querySelectorAll('*')].map((element) => {
    const attributes = [...element.attributes]
      .filter(({ name }) => name !== 'class' && !skip.includes(name))
      .map(({ name, value }) => `${name}=${anonymous(value)}`)
      .sort();
    const text = element.children.length ? '' : (element.textContent ?? '');
    return `${element.tagName.toLowerCase()} .${[...element.classList].sort().join('.')} ${attributes.join(' ')} ${text}`;
  });
}
