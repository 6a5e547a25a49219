import { Button, Container, Text } from '@mantine/core';
import { preload } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@/i18n/i18n';
import { homeHrefFor, regionOfPath, useRegion, type Region } from '@/lib/region';
import classes from './region-banner.module.css';

/**
 * Each edition's banner picture, as region-banner.module.css names it (region-banner.test.tsx holds
 * the two together). The stylesheet alone would fetch it only once the stylesheet has arrived and
 * been applied, a round trip after the page's other first requests, and on compare, the list and
 * the site page the banner is the largest paint: the banner asks for it to be preloaded, which a
 * server-rendered page names in its head (docs/performance.md, "Scripts after the first paint").
 */
export const BANNER_PICTURES: Record<Region, string> = {
  CALIFORNIA: '/images/banner-california.svg',
  PACIFIC_ISLANDS: '/images/banner-pacific-islands.svg',
};

const otherRegion = (region: Region): Region => (region === 'CALIFORNIA' ? 'PACIFIC_ISLANDS' : 'CALIFORNIA');

/**
 * The regional banner under the header: which edition the visitor is using, and a button to switch.
 * On a home page the switch also moves to that edition's home (/ or /pacificislands).
 */
export function RegionBanner() {
  const [region, setRegion] = useRegion();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const target = otherRegion(region);
  preload(BANNER_PICTURES[region], { as: 'image' });

  const switchRegion = () => {
    setRegion(target);
    if (regionOfPath(pathname)) navigate(homeHrefFor(target));
  };

  return (
    <section className={classes.banner} data-region={region} aria-label={t('region.banner')}>
      <Container size="lg" className={classes.inner}>
        <div>
          <Text className={classes.eyebrow}>{t('region.edition', { region })}</Text>
          <Text className={classes.title}>{t('region.treesFor', { region })}</Text>
        </div>
        <Button variant="white" color="dark" size="sm" onClick={switchRegion} className={classes.switch}>
          {t('region.switchTo', { region: target })}
        </Button>
      </Container>
    </section>
  );
}
