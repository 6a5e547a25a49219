import { Button, Container, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { homeHrefFor, regionLabels, regionOfPath, useRegion, type Region } from '@/lib/region';
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
  const target = otherRegion(region);

  const switchRegion = () => {
    setRegion(target);
    if (regionOfPath(pathname)) navigate(homeHrefFor(target));
  };

  return (
    <section className={classes.banner} data-region={region} aria-label="Regional edition">
      <Container size="lg" className={classes.inner}>
        <div>
          <Text className={classes.eyebrow}>{regionLabels[region]} edition</Text>
          <Text className={classes.title}>
            Trees for {region === 'PACIFIC_ISLANDS' ? 'the Pacific Islands' : 'California'}
          </Text>
        </div>
        <Button variant="white" color="dark" size="sm" onClick={switchRegion} className={classes.switch}>
          Switch to {regionLabels[target]}
        </Button>
      </Container>
    </section>
  );
}
