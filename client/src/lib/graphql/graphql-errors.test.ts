import {
  CombinedGraphQLErrors,
  CombinedProtocolErrors,
  LocalStateError,
  ServerError,
  ServerParseError,
  UnconventionalError,
} from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isGraphQLErrors, isServerError } from './graphql-errors';

describe('isGraphQLErrors, isServerError', () => {
  it('answer as Apollo’s CombinedGraphQLErrors.is and ServerError.is for each of Apollo’s errors and others', () => {
    const response = new Response('{}', { status: 500 });
    const errors: unknown[] = [
      new CombinedGraphQLErrors({ errors: [{ message: 'Bad', extensions: { code: 'BAD_USER_INPUT' } }] }),
      new CombinedProtocolErrors([{ message: 'protocol' }]),
      new ServerError('server', { response, bodyText: '{}' }),
      new ServerParseError(new Error('parse'), { response, bodyText: 'x' }),
      new UnconventionalError('thrown'),
      new LocalStateError('local'),
      new Error('plain'),
      { errors: [{ message: 'looks like one' }] },
      null,
      undefined,
      'text',
    ];
    for (const error of errors) {
      expect(isGraphQLErrors(error)).toBe(CombinedGraphQLErrors.is(error));
      expect(isServerError(error)).toBe(ServerError.is(error));
    }
    expect(errors.filter(isGraphQLErrors)).toHaveLength(1);
    expect(errors.filter(isServerError)).toHaveLength(1);
  });
});
