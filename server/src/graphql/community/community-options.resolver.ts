import { Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import {
  COMMUNITY_LIMITS,
  CONTRIBUTION_LICENCES,
  PHOTO_SUBJECTS,
  REPORT_SECTIONS,
} from '../../services/community.service';

@ObjectType('CommunityLimits', { description: 'Length limits of the texts people send (characters, trimmed).' })
export class CommunityLimitsType {
  @Field(() => Int) credit: number;
  @Field(() => Int) place: number;
  @Field(() => Int) message: number;
  @Field(() => Int) source: number;
  @Field(() => Int) note: number;
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
  @Field(() => CommunityLimitsType)
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
