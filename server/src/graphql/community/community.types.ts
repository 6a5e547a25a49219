import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType('PhotoContributionInput', { description: 'POST /photo/contribute: one uploaded photo, sent for review.' })
export class PhotoContributionInput {
  @Field(() => Int, { description: 'The tree the photo shows.' }) treeId: number;
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
  @Field(() => String, { description: 'Where it was taken.', nullable: true }) place?: string | null;
}

@InputType('ProblemReportInput', { description: 'POST /tree/report/{tree_id}: what is wrong in one section.' })
export class ProblemReportInput {
  @Field(() => String, {
    description: 'names, general, characteristics, site_conditions, considerations or photos',
  })
  section: string;
  @Field(() => String, { description: 'What is wrong.' }) message: string;
  @Field(() => String, { description: 'Where the right information comes from (a reference, a link).', nullable: true })
  source?: string | null;
  @Field(() => String, { nullable: true, description: 'Anonymous reporters: told here when it is resolved.' })
  email?: string | null;
  @Field(() => String, { nullable: true, description: 'The honeypot: people leave it empty.' })
  website?: string | null;
}

@ObjectType('PhotoContribution', { description: 'A photo sent for review.' })
export class PhotoContributionType {
  @Field(() => Int, { description: "The contribution's id (its queue item)." }) contributionId: number;
  @Field(() => String, { description: 'pending: it waits for an editor.' }) status: string;
}

@ObjectType('QueueContributor', { description: 'The account that sent a queue item.' })
export class QueueContributorType {
  @Field(() => Int, { description: 'The user id.' }) id: number;
  @Field(() => String, { description: "The user's name as shown to editors." }) name: string;
}

@ObjectType('QueueItem', { description: 'A contributed photo or a problem report in the editors’ queue.' })
export class QueueItemType {
  @Field(() => Int, { description: 'The item id (a contribution or a report).' }) id: number;
  @Field(() => String, { description: 'photo or report' }) kind: string;
  @Field(() => Int, { description: 'The tree it is about.' }) treeId: number;
  @Field(() => String, { description: "That tree's scientific name." }) treeName: string;
  @Field(() => String, { description: 'pending, approved, rejected, resolved or dismissed.' }) status: string;
  @Field(() => Date, { description: 'When it was sent.' }) createdAt: Date;
  @Field(() => QueueContributorType, { description: 'Who sent it; null for an anonymous report.', nullable: true })
  contributor: QueueContributorType | null;
  @Field(() => String, { nullable: true, description: 'Relative to the photo base URL.' }) photoLink: string | null;
  @Field(() => Int, { description: "A photo's width in pixels; null for a report.", nullable: true }) width:
    number | null;
  @Field(() => Int, { description: "A photo's height in pixels; null for a report.", nullable: true }) height:
    number | null;
  @Field(() => [Int], { description: "The photo's responsive widths (pixels); empty for a report." }) widths: number[];
  @Field(() => String, { description: 'The licence the contributor chose; null for a report.', nullable: true })
  licence: string | null;
  @Field(() => String, { description: 'The name to credit; null when none.', nullable: true }) credit: string | null;
  @Field(() => String, { description: 'What the photo shows; null when not said.', nullable: true }) attributeName:
    string | null;
  @Field(() => String, { description: 'When the photo was taken (YYYY-MM-DD); null when not said.', nullable: true })
  takenAt: string | null;
  @Field(() => String, { description: 'Where the photo was taken; null when not said.', nullable: true }) place:
    string | null;
  @Field(() => String, { description: 'The detail section a report names; null for a photo.', nullable: true })
  section: string | null;
  @Field(() => String, { description: 'What a report says is wrong; null for a photo.', nullable: true }) message:
    string | null;
  @Field(() => String, { description: "A report's source for the correction; null when none.", nullable: true })
  source: string | null;
  @Field(() => String, { description: 'The editor who decided; null while pending.', nullable: true }) decidedBy:
    string | null;
  @Field(() => Date, { description: 'When it was decided; null while pending.', nullable: true })
  decidedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'The rejection reason or resolution note.' })
  note: string | null;
}

@ObjectType('QueueDecision', { description: 'An item after a decision (and the tree version an approval made).' })
export class QueueDecisionType {
  @Field(() => Int, { description: 'The item id.' }) id: number;
  @Field(() => String, { description: 'photo or report.' }) kind: string;
  @Field(() => String, { description: 'The status after the decision.' }) status: string;
  @Field(() => String, { description: 'The editor who decided.', nullable: true }) decidedBy: string | null;
  @Field(() => Date, { description: 'When it was decided.', nullable: true }) decidedAt: Date | null;
  @Field(() => String, { description: 'The rejection reason or resolution note; null when none.', nullable: true })
  note: string | null;
  @Field(() => Int, { nullable: true, description: 'The gallery photo an approval added.' }) photoId: number | null;
  @Field(() => Int, {
    description: 'The tree version an approval made; null when the tree did not change.',
    nullable: true,
  })
  version: number | null;
}

@ObjectType('MyContribution', { description: 'Something the viewer sent, with its status (My Account).' })
export class MyContributionType {
  @Field(() => Int, { description: 'The item id.' }) id: number;
  @Field(() => String, { description: 'photo or report' }) kind: string;
  @Field(() => Int, { description: 'The tree it is about.' }) treeId: number;
  @Field(() => String, { description: "That tree's scientific name." }) treeName: string;
  @Field(() => String, { description: 'pending, approved, rejected, resolved or dismissed.' }) status: string;
  @Field(() => String, { nullable: true, description: 'Rejected: the editor’s reason.' }) reason: string | null;
  @Field(() => String, { description: 'A photo, relative to the photo base URL; null for a report.', nullable: true })
  link: string | null;
  @Field(() => String, { description: 'The licence chosen; null for a report.', nullable: true }) licence:
    string | null;
  @Field(() => String, { description: 'The name to credit; null when none.', nullable: true }) credit: string | null;
  @Field(() => String, { description: 'What the photo shows; null when not said.', nullable: true }) attributeName:
    string | null;
  @Field(() => String, { description: 'The section a report names; null for a photo.', nullable: true }) section:
    string | null;
  @Field(() => String, { description: 'What a report said; null for a photo.', nullable: true }) message: string | null;
  @Field(() => Date, { description: 'When it was sent.' }) createdAt: Date;
  @Field(() => Date, { description: 'When an editor decided; null while pending.', nullable: true })
  decidedAt: Date | null;
}
