import '@mantine/core/styles/Fieldset.layer.css';
import type { ReactNode } from 'react';

/**
 * The markup and classes of Mantine's `<Fieldset legend=… variant="unstyled">` (no border, no
 * padding; its stylesheet draws it), without the component: a fieldset named by its legend. The
 * site form's goals were the only user of Mantine's Fieldset on that page. light-fieldset.test.tsx
 * holds the markup to Mantine's.
 */
export function LightFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="m_eda993d3 m_e9408a47 mantine-Fieldset-root" data-variant="unstyled">
      <legend className="m_74ca27fe m_90794832 mantine-Fieldset-legend">{legend}</legend>
      {children}
    </fieldset>
  );
}
