/**
 * Site recommendations (issue 22), the rules half: what a site is (site-input.ts), the site facts
 * of every tree (site-facts.ts), the hard constraints, goals, reasons and warnings (site-rules.ts)
 * and the ranking over bitsets (site-masks.ts). The server reads the facts from PostgreSQL and the
 * offline copy from its bundle; both rank with this code (server/src/services/site/README.md).
 */
export * from './site-input';
export * from './site-facts';
export * from './site-rules';
export * from './site-masks';
export * from './site-patch';
export * from './site-results';
