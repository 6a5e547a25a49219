import { UNITS_PARAM, type Units } from '@selectree/rules';
import { Fragment, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT, type MessageKey } from '@/i18n/i18n';
import { useUnits } from '@/lib/units';
import classes from './site-footer.module.css';

const CHOICES: { units: Units; label: MessageKey }[] = [
  { units: 'imperial', label: 'units.imperial' },
  { units: 'metric', label: 'units.metric' },
];

/**
 * The footer's "Feet / Metres" (issue 28.5, docs/i18n.md "Units"): real links (`?units=metric`),
 * so a page opened from one is rendered in those units by the server. Clicked, lengths switch at
 * once without a reload, the choice is kept in the selectree-units cookie and a `?units=` in the
 * URL, which would contradict it, dropped.
 */
export function UnitsSwitch() {
  const t = useT();
  const { units, switchUnits } = useUnits();
  const location = useLocation();
  const navigate = useNavigate();
  const withUnits = (target: Units | null) => {
    const params = new URLSearchParams(location.search);
    params.delete(UNITS_PARAM);
    if (target) params.set(UNITS_PARAM, target);
    const search = params.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
  };
  const choose = (event: MouseEvent<HTMLAnchorElement>, target: Units) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    switchUnits(target);
    if (new URLSearchParams(location.search).has(UNITS_PARAM)) void navigate(withUnits(null), { replace: true });
  };
  return (
    <nav aria-label={t('units.label')} className={classes.units}>
      {t('units.label')}:{' '}
      {CHOICES.map(({ units: target, label }, index) => {
        const { pathname, search, hash } = withUnits(target);
        return (
          <Fragment key={target}>
            {index > 0 ? <span aria-hidden="true">{' / '}</span> : null}
            <a
              href={`${pathname}${search}${hash}`}
              aria-current={target === units ? 'true' : undefined}
              onClick={(event) => choose(event, target)}
              className={classes.link}
            >
              {t(label)}
            </a>
          </Fragment>
        );
      })}
    </nav>
  );
}
