import { useEffect } from 'react';
import type { Region } from '@/generated/graphql';
import { loadSanitizer } from '@/lib/use-sanitizer';
import { useFeaturedTree } from '../hooks/use-featured-tree';
import { FeaturedTreeCard, FeaturedTreeEmpty, FeaturedTreeSkeleton } from './featured-tree-card';

/** The home page's featured tree: loading, empty (also when the query failed), or the card. */
export function FeaturedTree({ region }: { region: Region }) {
  const { tree, loading } = useFeaturedTree(region);
  // The memo summary needs the sanitiser: fetch it while the featured tree is on its way.
  useEffect(() => void loadSanitizer(), []);
  if (tree) return <FeaturedTreeCard tree={tree} />;
  if (loading) return <FeaturedTreeSkeleton />;
  return <FeaturedTreeEmpty />;
}
