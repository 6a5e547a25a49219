import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Action } from '../../auth/policies';
import type { RequestContext } from '../../context';
import { issueApiKey, listApiKeys, revokeApiKey } from '../../services/api-keys.service';
import { formErrors } from '../accounts/form-errors';
import { ApiKeyType, IssueApiKeyInput, IssueApiKeyPayload, apiKeyType } from './api-keys.types';

/** Admin (role 3): API keys for external REST clients (issue 26.6), over services/api-keys.service.ts. */
@Resolver()
export class ApiKeysResolver {
  @Authorized<Action>('api-keys:manage')
  @Query(() => [ApiKeyType], { description: 'Every API key, newest first, with its usage (admins).' })
  async apiKeys(@Ctx() ctx: RequestContext): Promise<ApiKeyType[]> {
    return (await listApiKeys(ctx)).map(apiKeyType);
  }

  @Authorized<Action>('api-keys:manage')
  @Mutation(() => IssueApiKeyPayload, {
    description: 'Issues a key; the answer carries the key itself, once (admins).',
  })
  async issueApiKey(
    @Arg('input', () => IssueApiKeyInput, { description: 'The key to issue: its name and the owner e-mail.' })
    input: IssueApiKeyInput,
    @Ctx() ctx: RequestContext,
  ): Promise<IssueApiKeyPayload> {
    try {
      const issued = await issueApiKey(ctx, input);
      return { apiKey: apiKeyType(issued.apiKey), key: issued.key, errors: [] };
    } catch (error) {
      return { errors: formErrors(error) };
    }
  }

  @Authorized<Action>('api-keys:manage')
  @Mutation(() => ApiKeyType, {
    description:
      'Revokes a key: its next request is a 401 on every instance. Revoking a revoked key changes nothing; an unknown id is NOT_FOUND (admins).',
  })
  async revokeApiKey(
    @Arg('id', () => Int, { description: 'The API key to revoke (its id from apiKeys).' }) id: number,
    @Ctx() ctx: RequestContext,
  ): Promise<ApiKeyType> {
    return apiKeyType(await revokeApiKey(ctx, { id }));
  }
}
