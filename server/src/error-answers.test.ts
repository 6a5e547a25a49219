/** What the app tells a client about errors the pipeline met (error-answers.ts, no database). */
import { errorAnswer } from './error-answers';

describe('errorAnswer', () => {
  it('answers a static file that is not there with 404, though the static module does not mark its error for the client', () => {
    // What `send` passes on for a missing /assets file: the file system's error, status 404, not exposed.
    const missing = Object.assign(new Error("ENOENT: no such file or directory, stat '/dist/assets/a-1.css'"), {
      code: 'ENOENT',
      status: 404,
      statusCode: 404,
      expose: false,
    });
    expect(errorAnswer(missing)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    // The message is ours, never the file system's path.
    expect(errorAnswer(missing).message).not.toContain('/dist/');
  });

  it('keeps any other unexposed error a 500 without its own words', () => {
    const other = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES', status: 403, expose: false });
    expect(errorAnswer(other)).toMatchObject({ status: 500 });
    expect(errorAnswer(other).message).not.toContain('EACCES');
  });
});
