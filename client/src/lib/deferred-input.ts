import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * A text box whose real code (a Combobox with suggestions: Popover, floating-ui, ~25-35 kB
 * compressed) stays off the first page. The page draws a plain input of the same size and look; the
 * real box loads on the first sign of use (pointer over it, touch, focus) and takes its place,
 * keeping what was typed, the caret and the focus (the home page's name search, the site page's
 * "Why not?" tree box).
 */

/** What the plain input held when the real box took its place: the real box's first props. */
export interface TakeOver {
  initialTerm?: string;
  /** Whether the plain input had the focus: the real box takes it, with the caret where it was. */
  autoFocus?: boolean;
  initialSelection?: number;
  /**
   * Whether the plain form's submit button had the focus (a visitor who tabbed on from the input
   * before the box had loaded): the real box's button takes it, so the focus is not dropped.
   */
  submitFocused?: boolean;
}

export interface DeferredInput<P> {
  /** The loaded box and what it takes over, or null while the plain input is shown. */
  loaded: { Box: ComponentType<P & TakeOver>; takeOver: Required<TakeOver> } | null;
  /** Starts loading (once); bind it to the plain input's pointer, touch and focus events. */
  load: () => void;
  /** The plain input. */
  input: RefObject<HTMLInputElement | null>;
}

/** `loader` must be stable (a module-level function). */
export function useDeferredInput<P>(loader: () => Promise<{ default: ComponentType<P & TakeOver> }>): DeferredInput<P> {
  const [loaded, setLoaded] = useState<DeferredInput<P>['loaded']>(null);
  const loading = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void loader().then((module) => {
      const field = input.current;
      const focused = document.activeElement;
      // Read and replaced in one task (flushSync renders and commits now): no keystroke can land in
      // the plain input between reading its value and the box taking the focus.
      flushSync(() =>
        setLoaded({
          Box: module.default,
          takeOver: {
            initialTerm: field?.value ?? '',
            autoFocus: !!field && focused === field,
            initialSelection: field?.selectionEnd ?? field?.value.length ?? 0,
            submitFocused:
              focused instanceof HTMLButtonElement && focused.type === 'submit' && focused.form === field?.form,
          },
        }),
      );
    });
  }, [loader]);

  // A visitor who arrives with the input focused (autofocus, restored focus) gets the box at once.
  useEffect(() => {
    if (document.activeElement === input.current) load();
  }, [load]);

  return { loaded, load, input };
}

/**
 * In the real box: takes the focus and puts the caret where the plain input had it, before paint;
 * or gives the focus to its `submit` button when the plain form's had it.
 */
export function useTakeOver(
  field: RefObject<HTMLInputElement | null>,
  { initialTerm = '', autoFocus = false, initialSelection, submitFocused = false }: TakeOver,
  submit?: RefObject<HTMLButtonElement | null>,
) {
  // In the same commit that replaced the plain input: no keystroke lands in between.
  useLayoutEffect(() => {
    if (submitFocused) submit?.current?.focus();
    if (!autoFocus || !field.current) return;
    field.current.focus();
    const at = initialSelection ?? initialTerm.length;
    field.current.setSelectionRange(at, at);
    // Only when the box takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
