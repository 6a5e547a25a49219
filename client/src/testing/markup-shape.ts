/**
 * An element and its descendants as lines, in document order: tag, classes (sorted), attributes
 * (`class` left out; ids, where given, replaced by `<id>`) and the text of leaves. The "light"
 * components (Mantine's markup and classes without the component: LightCheckbox, LightNativeSelect,
 * LightAlert, LightTable, ResultsPagination, the site form's inputs) are held to Mantine's own by
 * comparing these.
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

/**
 * The ids and radio names under `root` (its own included), as markupShape's `ids`: an id Mantine
 * makes from a base (`<base>-label`, `-description`, `-error`) is given as its base, so it keeps its
 * suffix; shortest first, so a longer id made from a shorter one keeps its suffix too.
 */
export function idsIn(root: Element): string[] {
  const named = [root, ...root.querySelectorAll('[id], [name]')];
  const ids = named
    .flatMap((element) => [element.id, element.getAttribute('name') ?? ''])
    .map((id) => id.replace(/-(label|description|error)$/, ''))
    .filter(Boolean);
  return [...new Set(ids)].sort((a, b) => a.length - b.length);
}
