import { isUnavailable, UnavailableError, ValidationError } from './errors';

describe('isUnavailable: the database cannot be reached (503), not a bad request (500 or 4xx)', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });
  const named = (name: string) => Object.assign(new Error('Query runner already released.'), { name });

  it.each([
    ['an UnavailableError', new UnavailableError('down')],
    ['connection refused', withCode('ECONNREFUSED')],
    ['admin shutdown (57P01)', withCode('57P01')],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['a transaction whose connection died (runner released)', named('QueryRunnerAlreadyReleasedError')],
    [
      'issue 20.1: a pooled connection that died before its statement was sent',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('%s', (_what, error) => expect(isUnavailable(error)).toBe(true));

  it.each([
    ['a validation error', new ValidationError('Name is required', [])],
    ['a unique violation', withCode('23505')],
    ['a plain error', new Error('boom')],
    ['not an error', 'text'],
  ])('not %s', (_what, error) => expect(isUnavailable(error)).toBe(false));
});
