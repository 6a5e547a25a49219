import type { Region } from '@/generated/graphql';
import { useFeaturedTree } from '../hooks/use-featured-tree';
import { FeaturedTreeCard, FeaturedTreeEmpty, FeaturedTreeSkeleton } from './featured-tree-card';

/** The home page's featured tree: loading, empty (also when the query failed), or the card. */
export function FeaturedTree({ region }: { region: Region }) {
  const { tree, loading } = useFeaturedTree(region);
  if (tree) return <FeaturedTreeCard tree={tree} />;
  if (loading) return <FeaturedTreeSkeleton />;
  return <FeaturedTreeEmpty />;
}
