import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ExternalResource', { description: 'A reference site for the tree (name, host, link).' })
export class ExternalResourceType {
  @Field(() => String)
  name: string;

  @Field(() => String)
  host: string;

  @Field(() => String)
  href: string;
}

@ObjectType('TreeRedirect', { description: "The tree a 'See also' link points to." })
export class TreeRedirectType {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  scientificName: string;
}

@ObjectType('SectionReview', { description: 'A detail section an editor marked reviewed (the latest mark).' })
export class SectionReviewType {
  @Field(() => String, {
    description: 'names, general, characteristics, site_conditions, considerations or photos',
  })
  section: string;

  @Field(() => Date)
  reviewedAt: Date;
}
