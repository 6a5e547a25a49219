import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_UNITS, UNITS_COOKIE, type Units } from '@selectree/rules';

/**
 * The units lengths are shown in (issue 28.5, docs/i18n.md "Units"): imperial (as stored) or
 * metric. The page starts in the units the server rendered it in (or, for the app shell, the
 * shared rule chooseUnits: `?units=`, then the cookie); the switch changes them at once, no reload.
 */
type UnitsState = { units: Units; switchUnits: (units: Units) => void };

const UnitsContext = createContext<UnitsState>({ units: DEFAULT_UNITS, switchUnits: () => {} });

/** Remembers the choice for a year on the whole site (the server renders the next page in it). */
export function rememberUnits(units: Units): void {
  document.cookie = `${UNITS_COOKIE}=${units}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function UnitsProvider({ units: initial = DEFAULT_UNITS, children }: { units?: Units; children: ReactNode }) {
  const [units, setUnits] = useState(initial);
  const switchUnits = useCallback((next: Units) => {
    rememberUnits(next);
    setUnits(next);
  }, []);
  const value = useMemo(() => ({ units, switchUnits }), [units, switchUnits]);
  return <UnitsContext.Provider value={value}>{children}</UnitsContext.Provider>;
}

/** The units lengths are shown in, and the switch. */
export function useUnits(): UnitsState {
  return useContext(UnitsContext);
}
