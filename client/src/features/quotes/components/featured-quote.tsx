import { Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useT } from '@/i18n/i18n';
import { useFeaturedQuote } from '../hooks/use-featured-quote';
import classes from './featured-quote.module.css';

/** The quote marks are drawn by CSS; drop any the text already carries. */
const stripOuterQuotes = (text: string) => text.trim().replace(/^["“]+|["”]+$/g, '');

/** The featured quote with its author; nothing at all when there is none (or it failed to load). */
export function FeaturedQuote() {
  const [{ quote, loading }, t] = [useFeaturedQuote(), useT()];

  if (quote) {
    return (
      // The quotes are English whatever the page's language (docs/i18n.md).
      <figure className={classes.figure} lang="en">
        <blockquote className={classes.quote}>
          <Text component="p" className={classes.text}>
            {stripOuterQuotes(quote.quote)}
          </Text>
        </blockquote>
        {quote.author ? <figcaption className={classes.author}>— {quote.author}</figcaption> : null}
      </figure>
    );
  }

  if (loading) {
    return (
      <Stack gap="xs" className={classes.figure} aria-busy="true">
        <VisuallyHidden role="status">{t('home.loadingQuote')}</VisuallyHidden>
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="60%" />
        <Skeleton height={12} width="35%" mt="xs" />
      </Stack>
    );
  }

  return null;
}
