import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ExternalResource', { description: 'A reference site for the tree (name, host, link).' })
export class ExternalResourceType {
  @Field(() => String, { description: "The reference's name (the site it searches)." })
  name: string;

  @Field(() => String, { description: "The reference site's host name." })
  host: string;

  @Field(() => String, { description: 'The link to the tree on that site (absolute URL).' })
  href: string;
}

@ObjectType('TreeRedirect', { description: "The tree a 'See also' link points to." })
export class TreeRedirectType {
  @Field(() => Int, { description: "The target tree's id." })
  id: number;

  @Field(() => String, { description: "The target tree's scientific name." })
  scientificName: string;
}

@ObjectType('SectionReview', { description: 'A detail section an editor marked reviewed (the latest mark).' })
export class SectionReviewType {
  @Field(() => String, {
    description: 'names, general, characteristics, site_conditions, considerations or photos',
  })
  section: string;

  @Field(() => Date, { description: 'When the section was last marked reviewed.' })
  reviewedAt: Date;
}
