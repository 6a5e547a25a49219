import { Field, InputType, ObjectType } from 'type-graphql';
import { GlossaryEntry, GlossaryPhoto } from '../../entities';
import { FieldErrorType } from '../accounts/account.payloads';

@InputType('GlossaryEntryInput', { description: 'POST/PUT /tree/glossary {term, definition}.' })
export class GlossaryEntryInput {
  @Field(() => String, { description: 'The term.' }) term: string;
  @Field(() => String, { description: 'Rich text (HTML); sanitised on save, links https:// only.' })
  definition: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The term in Spanish, given with definitionEs; both empty clear them; left out, the stored Spanish stays.',
  })
  termEs?: string | null;
  @Field(() => String, { nullable: true, description: 'The definition in Spanish (rich text), given with termEs.' })
  definitionEs?: string | null;
}

@ObjectType('GlossaryEntryPayload', { description: 'The entry saved, or the form problems (nothing saved).' })
export class GlossaryEntryPayload {
  @Field(() => GlossaryEntry, { description: 'The saved entry; null when refused.', nullable: true })
  entry?: GlossaryEntry | null;
  @Field(() => [FieldErrorType], { description: 'Why it was refused, field by field; empty on success.' })
  errors: FieldErrorType[];
}

@ObjectType('GlossaryPhotoPayload', { description: 'The photo saved, or the form problems (nothing saved).' })
export class GlossaryPhotoPayload {
  @Field(() => GlossaryPhoto, { description: 'The saved photo; null when refused.', nullable: true })
  photo?: GlossaryPhoto | null;
  @Field(() => [FieldErrorType], { description: 'Why it was refused, field by field; empty on success.' })
  errors: FieldErrorType[];
}
