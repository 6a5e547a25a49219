import { Button, Container, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@/i18n/i18n';
import { homeHrefFor, regionOfPath, useRegion, type Region } from '@/lib/region';
import classes from './region-banner.module.css';

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
