import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType('PhotoContributionInput', { description: 'POST /photo/contribute: one uploaded photo, sent for review.' })
export class PhotoContributionInput {
  @Field(() => Int) treeId: number;
  @Field(() => String, { description: 'The photoLink of requestContributionUpload, once the file was PUT.' })
  photoLink: string;
  @Field(() => String, { nullable: true, description: 'CC BY 4.0, CC BY-SA 4.0 or CC0 1.0 (no default).' })
  licence?: string | null;
  @Field(() => String, { nullable: true, description: 'The name to credit.' }) credit?: string | null;
  @Field(() => String, { nullable: true, description: 'form, bark, leaf, flower, fruit or other' })
  attributeName?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Must be true: the photo is the sender’s own work.' })
  ownWork?: boolean | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) takenAt?: string | null;
  @Field(() => String, { nullable: true }) place?: string | null;
}

@InputType('ProblemReportInput', { description: 'POST /tree/report/{tree_id}: what is wrong in one section.' })
export class ProblemReportInput {
  @Field(() => String, {
    description: 'names, general, characteristics, site_conditions, considerations or photos',
  })
  section: string;
  @Field(() => String) message: string;
  @Field(() => String, { nullable: true }) source?: string | null;
  @Field(() => String, { nullable: true, description: 'Anonymous reporters: told here when it is resolved.' })
  email?: string | null;
  @Field(() => String, { nullable: true, description: 'The honeypot: people leave it empty.' })
  website?: string | null;
}

@ObjectType('PhotoContribution', { description: 'A photo sent for review.' })
export class PhotoContributionType {
  @Field(() => Int) contributionId: number;
  @Field(() => String) status: string;
}

@ObjectType('QueueContributor')
export class QueueContributorType {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
}

@ObjectType('QueueItem', { description: 'A contributed photo or a problem report in the editors’ queue.' })
export class QueueItemType {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'photo or report' }) kind: string;
  @Field(() => Int) treeId: number;
  @Field(() => String) treeName: string;
  @Field(() => String) status: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => QueueContributorType, { nullable: true }) contributor: QueueContributorType | null;
  @Field(() => String, { nullable: true, description: 'Relative to the photo base URL.' }) photoLink: string | null;
  @Field(() => Int, { nullable: true }) width: number | null;
  @Field(() => Int, { nullable: true }) height: number | null;
  @Field(() => [Int]) widths: number[];
  @Field(() => String, { nullable: true }) licence: string | null;
  @Field(() => String, { nullable: true }) credit: string | null;
  @Field(() => String, { nullable: true }) attributeName: string | null;
  @Field(() => String, { nullable: true }) takenAt: string | null;
  @Field(() => String, { nullable: true }) place: string | null;
  @Field(() => String, { nullable: true }) section: string | null;
  @Field(() => String, { nullable: true }) message: string | null;
  @Field(() => String, { nullable: true }) source: string | null;
  @Field(() => String, { nullable: true }) decidedBy: string | null;
  @Field(() => Date, { nullable: true }) decidedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'The rejection reason or resolution note.' })
  note: string | null;
}

@ObjectType('QueueDecision', { description: 'An item after a decision (and the tree version an approval made).' })
export class QueueDecisionType {
  @Field(() => Int) id: number;
  @Field(() => String) kind: string;
  @Field(() => String) status: string;
  @Field(() => String, { nullable: true }) decidedBy: string | null;
  @Field(() => Date, { nullable: true }) decidedAt: Date | null;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => Int, { nullable: true, description: 'The gallery photo an approval added.' }) photoId: number | null;
  @Field(() => Int, { nullable: true }) version: number | null;
}

@ObjectType('MyContribution', { description: 'Something the viewer sent, with its status (My Account).' })
export class MyContributionType {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'photo or report' }) kind: string;
  @Field(() => Int) treeId: number;
  @Field(() => String) treeName: string;
  @Field(() => String) status: string;
  @Field(() => String, { nullable: true, description: 'Rejected: the editor’s reason.' }) reason: string | null;
  @Field(() => String, { nullable: true }) link: string | null;
  @Field(() => String, { nullable: true }) licence: string | null;
  @Field(() => String, { nullable: true }) credit: string | null;
  @Field(() => String, { nullable: true }) attributeName: string | null;
  @Field(() => String, { nullable: true }) section: string | null;
  @Field(() => String, { nullable: true }) message: string | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) decidedAt: Date | null;
}
