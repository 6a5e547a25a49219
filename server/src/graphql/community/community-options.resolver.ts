import { Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import {
  COMMUNITY_LIMITS,
  CONTRIBUTION_LICENCES,
  PHOTO_SUBJECTS,
  REPORT_SECTIONS,
} from '../../services/community.service';

@ObjectType('CommunityLimits', { description: 'Length limits of the texts people send (characters, trimmed).' })
export class CommunityLimitsType {
  @Field(() => Int, { description: 'Longest credit, in characters.' }) credit: number;
  @Field(() => Int, { description: 'Longest place, in characters.' }) place: number;
  @Field(() => Int, { description: 'Longest report message, in characters.' }) message: number;
  @Field(() => Int, { description: 'Longest report source, in characters.' }) source: number;
  @Field(() => Int, { description: "Longest editor's note, in characters." }) note: number;
}

@ObjectType('CommunityOptions', {
  description: 'The vocabularies and limits the contribution and report forms offer (the service checks them).',
})
export class CommunityOptionsType {
  @Field(() => [String], { description: 'The licences a contributor picks from (no default).' })
  licences: string[];
  @Field(() => [String], { description: 'What a contributed photo shows.' })
  photoSubjects: string[];
  @Field(() => [String], { description: 'The detail page sections a report names.' })
  sections: string[];
  @Field(() => CommunityLimitsType, { description: 'The length limits of the texts.' })
  limits: CommunityLimitsType;
}

/** The community forms read their choices and limits here instead of keeping copies (issue 23). */
@Resolver()
export class CommunityOptionsResolver {
  @Query(() => CommunityOptionsType, { description: 'Licences, photo subjects, report sections and text limits.' })
  communityOptions(): CommunityOptionsType {
    return {
      licences: [...CONTRIBUTION_LICENCES],
      photoSubjects: [...PHOTO_SUBJECTS],
      sections: [...REPORT_SECTIONS],
      limits: { ...COMMUNITY_LIMITS },
    };
  }
}
