import { escapeLiteral, type PoolClient, type QueryResult } from 'pg';
import { QueryFailedError, type DataSource, type EntityManager, type QueryRunner } from 'typeorm';

// pg's own conversion of a parameter value to its text (arrays, booleans, dates, JSON), unexported in its types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prepareValue } = require('pg/lib/utils') as { prepareValue(value: unknown): string | Buffer | null };

type Rows = Record<string, unknown>[];

/** What goes in the message with COMMIT: a last statement of the transaction (its rows answered), and one after it. */
export interface TransactionEnd {
  last?: string | null;
  /** `last` as logs show it (the parameterised text: no values written into it in an error line). */
  lastLogged?: string;
  after?: string | null;
}

/**
 * A transaction in fewer round trips than DataSource.transaction (issue 24): `START TRANSACTION`
 * goes to PostgreSQL in one message with the transaction's first statements, and `COMMIT` in one
 * message with the transaction's last statement before it and a statement after it (in a
 * transaction of its own: an announcement), as the simple query protocol allows. Such a message
 * carries no parameters: its statements are text made safe by the caller (integers written into
 * it, or inlineStatement). In between, `work` runs on `manager` as in a TypeORM transaction
 * (TypeORM knows it is in one: a repository call does not begin its own). Any failure rolls back
 * (a failed statement skips the rest of its message, the COMMIT included). Every message is
 * logged and counted as TypeORM's own queries are.
 *
 * A failure of the statement after COMMIT fails the call although the commit happened, as a
 * COMMIT whose answer is lost does: the caller is told nothing was confirmed.
 */
export async function shortTransaction<T>(
  db: DataSource,
  begin: string,
  work: (manager: EntityManager, results: Rows[]) => Promise<T>,
  end: (result: T) => TransactionEnd = () => ({}),
): Promise<{ result: T; last: Rows }> {
  const runner = db.createQueryRunner();
  // What startTransaction would set (no message of its own: START TRANSACTION goes with `begin`).
  const state = runner as unknown as { isTransactionActive: boolean; transactionDepth: number };
  try {
    const client = (await runner.connect()) as PoolClient;
    const send = async (text: string, logged = text): Promise<Rows[]> => {
      db.logger.logQuery(logged, undefined, runner);
      try {
        const answer = (await client.query(text)) as QueryResult | QueryResult[];
        return (Array.isArray(answer) ? answer : [answer]).map((result) => result.rows as Rows);
      } catch (error) {
        db.logger.logQueryError(error as Error, logged, undefined, runner);
        throw new QueryFailedError(logged, undefined, error as Error);
      }
    };
    state.isTransactionActive = true;
    state.transactionDepth = 1;
    try {
      const results = (await send(`START TRANSACTION; ${begin}`)).slice(1);
      const result = await work(runner.manager, results);
      const { last, lastLogged, after } = end(result);
      const message = (first: string | null | undefined) => [first, 'COMMIT', after].filter(Boolean).join(';\n');
      const answered = await send(message(last), message(last ? (lastLogged ?? last) : null));
      return { result, last: last ? answered[0] : [] };
    } catch (error) {
      // (After a failed COMMIT there is no transaction left: the ROLLBACK is a no-op.)
      await rollback(runner, client);
      throw error;
    } finally {
      state.isTransactionActive = false;
      state.transactionDepth = 0;
    }
  } finally {
    await runner.release();
  }
}

async function rollback(runner: QueryRunner, client: PoolClient): Promise<void> {
  if (runner.isReleased) return;
  await client.query('ROLLBACK').catch(() => undefined);
}

/**
 * A parameterised statement as one without parameters, for shortTransaction's messages: each `$n`
 * replaced by its value as pg sends it (prepareValue's text) in a quoted literal (escapeLiteral),
 * which PostgreSQL types from its context as it types an untyped parameter. Null when a value has
 * no text form (a Buffer). Only for statements whose text holds no `$n` other than parameters.
 */
export function inlineStatement(text: string, values: unknown[]): string | null {
  const literals: string[] = [];
  for (const value of values) {
    const prepared = prepareValue(value);
    if (prepared !== null && typeof prepared !== 'string') return null;
    literals.push(prepared === null ? 'NULL' : escapeLiteral(prepared));
  }
  return text.replace(/\$(\d+)/g, (token, n: string) => {
    const literal = literals[Number(n) - 1];
    if (literal === undefined) throw new Error(`inlineStatement: no value for ${token}`);
    return literal;
  });
}
