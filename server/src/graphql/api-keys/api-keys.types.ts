import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { ApiKey } from '../../entities';
import { FieldErrorType } from '../accounts/account.payloads';

@ObjectType('ApiKey', { description: 'A key issued to an external client of the REST API (never the key itself).' })
export class ApiKeyType {
  @Field(() => Int, { description: 'The key’s id.' })
  id: number;

  @Field(() => String, { description: 'What the key is for.' })
  name: string;

  @Field(() => String, { description: 'Who holds the key.' })
  ownerEmail: string;

  @Field(() => String, { description: 'The key’s first characters, to recognise it (and its label in /metrics).' })
  prefix: string;

  @Field(() => String, { nullable: true, description: 'The admin who issued it (null once that account is gone).' })
  issuedByEmail: string | null;

  @Field(() => Date, { description: 'When it was issued.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was revoked; null while it works.' })
  revokedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'Its last request; null if never used.' })
  lastUsedAt: Date | null;

  @Field(() => Float, { description: 'Requests made with it since it was issued (refused ones included).' })
  requestCount: number;
}

export function apiKeyType(key: ApiKey): ApiKeyType {
  return {
    id: key.id,
    name: key.name,
    ownerEmail: key.ownerEmail,
    prefix: key.prefix,
    issuedByEmail: key.issuedBy?.email ?? null,
    createdAt: key.createdAt,
    revokedAt: key.revokedAt,
    lastUsedAt: key.lastUsedAt,
    requestCount: key.requestCount,
  };
}

@InputType({ description: 'A new API key: what it is for and who holds it.' })
export class IssueApiKeyInput {
  @Field(() => String, { description: 'What the key is for (1–100 characters).' })
  name: string;

  @Field(() => String, { description: 'The holder’s e-mail address.' })
  ownerEmail: string;
}

@ObjectType({ description: 'The answer to issueApiKey: the key, shown this once, or the form’s errors.' })
export class IssueApiKeyPayload {
  @Field(() => ApiKeyType, { nullable: true, description: 'The stored key (without the key itself).' })
  apiKey?: ApiKeyType | null;

  @Field(() => String, { nullable: true, description: 'The key itself: shown this once, never stored or sent again.' })
  key?: string | null;

  @Field(() => [FieldErrorType], { description: 'What is wrong with the input (empty on success).' })
  errors: FieldErrorType[];
}
