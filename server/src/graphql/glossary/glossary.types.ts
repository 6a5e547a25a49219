import { Field, InputType, ObjectType } from 'type-graphql';
import { GlossaryEntry, GlossaryPhoto } from '../../entities';
import { FieldErrorType } from '../accounts/account.payloads';

@InputType('GlossaryEntryInput', { description: 'POST/PUT /tree/glossary {term, definition}.' })
export class GlossaryEntryInput {
  @Field(() => String) term: string;
  @Field(() => String, { description: 'Rich text (HTML); sanitised on save, links https:// only.' })
  definition: string;
}

@ObjectType('GlossaryEntryPayload', { description: 'The entry saved, or the form problems (nothing saved).' })
export class GlossaryEntryPayload {
  @Field(() => GlossaryEntry, { nullable: true }) entry?: GlossaryEntry | null;
  @Field(() => [FieldErrorType]) errors: FieldErrorType[];
}

@ObjectType('GlossaryPhotoPayload', { description: 'The photo saved, or the form problems (nothing saved).' })
export class GlossaryPhotoPayload {
  @Field(() => GlossaryPhoto, { nullable: true }) photo?: GlossaryPhoto | null;
  @Field(() => [FieldErrorType]) errors: FieldErrorType[];
}
