import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers } from 'pino';
import { describe, expect, it } from 'vitest';
import { withoutValues } from './logging.js';

/** PostgreSQL's error as node-postgres throws it: code, constraint and the row's values in detail. */
function uniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "members_email_unique"'), {
    code: '23505',
    constraint: 'members_email_unique',
    detail: 'Key (email)=(mei@example.com) already exists.',
  });
}

describe('withoutValues', () => {
  it('keeps a failed query its SQL, frames and cause, and drops its parameters and the row in the detail', () => {
    const failed = new DrizzleQueryError(
      'insert into "members" ("email", "password_hash") values ($1, $2)',
      ['mei@example.com', '$argon2id$v=19$secret'],
      uniqueViolation(),
    );
    const logged = stdSerializers.err(withoutValues(failed) as Error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('mei@example.com');
    expect(text).not.toContain('argon2id');
    expect(logged.message).toBe(
      'Failed query: insert into "members" ("email", "password_hash") values ($1, $2): duplicate key value violates unique constraint "members_email_unique"',
    );
    expect(logged.stack).toMatch(/^RedactedQueryError: Failed query: insert into "members" [^\n]*\n {4}at /);
    expect(logged.stack).toContain('caused by: Error: duplicate key value');
    // The original error is left as it was.
    expect(failed.params).toEqual(['mei@example.com', '$argon2id$v=19$secret']);
  });

  it('redacts the detail of a database error on its own, keeping its code and constraint', () => {
    const error = uniqueViolation();
    const logged = stdSerializers.err(withoutValues(error) as Error);
    expect(logged).toMatchObject({ code: '23505', constraint: 'members_email_unique', detail: '[Redacted]' });
    expect(logged.message).toBe(error.message);
    expect(logged.stack).toBe(error.stack);
    expect(error).toHaveProperty('detail', 'Key (email)=(mei@example.com) already exists.');
  });

  it('passes other errors and values through untouched', () => {
    const error = new Error('SMTP server refused', { cause: new Error('connection reset') });
    expect(withoutValues(error)).toBe(error);
    expect(withoutValues('text')).toBe('text');
  });
});
