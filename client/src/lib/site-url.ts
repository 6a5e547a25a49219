/**
 * A planting site as the /site address holds it (issue 22.5: every site is a URL anyone can open).
 * The query's names are the REST paths' (`GET /api/site/recommendations?zip=…&strip_width=…`), in one
 * fixed order, so the address, a saved site's query and the REST call are the same text. The server
 * validates (services/site); here the address is only read into the form and written back.
 */
export type SiteSun = 'full' | 'partial' | 'shade';
export type SiteWater = 'VL' | 'L' | 'M' | 'H';
export type SiteSoil = 'clay' | 'loam' | 'sand';

export interface SiteForm {
  /** The edition when the address names one ('all' or 'pacificislands'); '' = the ZIP's state decides. */
  region: string;
  zip: string;
  sunset: string;
  /** Planting-strip width in feet as typed; '' = open ground (no strip). */
  stripWidth: string;
  overheadWires: boolean;
  sun: SiteSun | '';
  water: SiteWater | '';
  soil: SiteSoil | '';
  goals: string[];
  includeInvasive: boolean;
}

export const EMPTY_SITE: SiteForm = {
  region: '',
  zip: '',
  sunset: '',
  stripWidth: '',
  overheadWires: false,
  sun: '',
  water: '',
  soil: '',
  goals: [],
  includeInvasive: false,
};

const REGIONS: readonly string[] = ['all', 'pacificislands'];
/** strip_width's word for no planting strip (the server's canonical query spells it so). */
const OPEN_GROUND = 'open';
const SUNS: readonly string[] = ['full', 'partial', 'shade'];
const WATERS: readonly string[] = ['VL', 'L', 'M', 'H'];
const SOILS: readonly string[] = ['clay', 'loam', 'sand'];
/** The words an address may hold (the server's lists: site-url-sync.test.ts holds them equal). */
export const SITE_ADDRESS_WORDS = { sun: SUNS, water: WATERS, soil: SOILS };

/** The query parameter that opens "Why not?" for a tree (its id) on /site. */
export const WHY_NOT_PARAM = 'why_not';

const pick = <T extends string>(value: string | null, allowed: readonly string[]): T | '' =>
  value !== null && allowed.includes(value) ? (value as T) : '';

/** The form an address describes; what it does not say (or says wrongly) is left empty. */
export function readSite(params: URLSearchParams): SiteForm {
  const strip = (params.get('strip_width') ?? '').trim();
  return {
    region: pick(params.get('region'), REGIONS),
    zip: (params.get('zip') ?? '').trim(),
    sunset: (params.get('sunset') ?? '').trim(),
    stripWidth: strip.toLowerCase() === OPEN_GROUND ? '' : strip,
    overheadWires: params.get('overhead_wires') === '1',
    sun: pick<SiteSun>(params.get('sun'), SUNS),
    water: pick<SiteWater>(params.get('water'), WATERS),
    soil: pick<SiteSoil>(params.get('soil'), SOILS),
    goals: (params.get('goals') ?? '')
      .split(',')
      .map((goal) => goal.trim())
      .filter((goal, index, all) => goal && all.indexOf(goal) === index),
    includeInvasive: params.get('include_invasive') === '1',
  };
}

/**
 * The site's query text (no '?'), in the server's canonical order (services/site siteToQuery; the
 * site-url test holds the two together); empty inputs are left out, no strip is `strip_width=open`.
 */
export function siteQueryOf(site: SiteForm): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string) => {
    if (value) params.set(key, value);
  };
  set('region', site.region);
  set('zip', site.zip.trim());
  set('sunset', site.sunset.trim());
  set('strip_width', site.stripWidth.trim() || OPEN_GROUND);
  set('overhead_wires', site.overheadWires ? '1' : '');
  set('sun', site.sun);
  set('water', site.water);
  set('soil', site.soil);
  set('goals', site.goals.join(','));
  set('include_invasive', site.includeInvasive ? '1' : '');
  return params.toString();
}

/** A site is ready to search once its ZIP code is five digits (the one input the server requires). */
export const isSiteReady = (site: SiteForm) => /^\d{5}$/.test(site.zip.trim());

/** Session storage: the last site searched in this tab, so a tree's page can offer "Why not?" for it. */
export const ACTIVE_SITE_KEY = 'selectree.site.active';

export function storeActiveSite(siteQuery: string): void {
  try {
    if (siteQuery) window.sessionStorage.setItem(ACTIVE_SITE_KEY, siteQuery);
  } catch {
    // Storage unavailable: the detail page simply offers no "Why not?" link.
  }
}

export function loadActiveSite(): string | null {
  try {
    return window.sessionStorage.getItem(ACTIVE_SITE_KEY);
  } catch {
    return null;
  }
}
