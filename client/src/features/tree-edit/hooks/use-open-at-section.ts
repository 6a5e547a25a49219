import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Opens the edit screen at the section its link names (`#section-<id>`, from the editors' queue):
 * once the record has rendered, that section's heading is scrolled to and takes the focus, so the
 * editor starts where the reported problem is.
 */
export function useOpenAtSection() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash.startsWith('#section-')) return;
    const heading = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [hash]);
}
