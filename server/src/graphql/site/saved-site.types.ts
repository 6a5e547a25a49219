import { Field, Int, ObjectType } from 'type-graphql';
import type { SavedSiteRecord } from '../../services/site.service';

@ObjectType('SavedSite', { description: 'A signed-in user’s named planting site (My Sites, issue 22.5).' })
export class SavedSiteType {
  @Field(() => Int, { description: 'The saved site id.' })
  id: number;

  @Field(() => String, { description: "Its name (unique among the user's sites)." })
  name: string;

  @Field(() => String, { description: 'The canonical site query: open it as /site?<siteQuery>.' })
  siteQuery: string;

  @Field(() => Int, { description: 'Send it back with a rename or delete: a site changed since is refused.' })
  version: number;

  @Field(() => Date, { description: 'When it was saved.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When it last changed.' })
  updatedAt: Date;
}

export const toSavedSiteType = (site: SavedSiteRecord): SavedSiteType => ({ ...site });
