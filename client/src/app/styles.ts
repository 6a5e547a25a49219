/**
 * Mantine's styles, in its "mantine" cascade layer: the app's own CSS (unlayered CSS modules)
 * always wins over them, whatever order the sheets arrive in.
 *
 * Render-blocking, with the entry: only what the page shell, the home page and the status pages
 * render (~8 kB gzip instead of ~41 kB for every component). The rest: lib/all-styles.ts. A screen
 * that wants no flash when opened by a direct link also imports the
 * `@mantine/core/styles/<Component>.layer.css` files it renders (see routes/appraisals.tsx).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
