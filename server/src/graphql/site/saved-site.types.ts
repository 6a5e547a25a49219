import { Field, Int, ObjectType } from 'type-graphql';
import type { SavedSiteRecord } from '../../services/site.service';

@ObjectType('SavedSite', { description: 'A signed-in user’s named planting site (My Sites, issue 22.5).' })
export class SavedSiteType {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'The canonical site query: open it as /site?<siteQuery>.' })
  siteQuery: string;

  @Field(() => Int, { description: 'Send it back with a rename or delete: a site changed since is refused.' })
  version: number;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

export const toSavedSiteType = (site: SavedSiteRecord): SavedSiteType => ({ ...site });
