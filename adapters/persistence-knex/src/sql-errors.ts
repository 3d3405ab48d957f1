/** Driver errors the adapter turns into something core understands, or retries. */

const MYSQL_DUPLICATE_ENTRY = 1062;
const MYSQL_LOCK_WAIT_TIMEOUT = 1205;
const MYSQL_DEADLOCK = 1213;

interface DriverError {
  code?: unknown;
  errno?: unknown;
}

const asDriverError = (error: unknown): DriverError =>
  typeof error === 'object' && error !== null ? (error as DriverError) : {};

/** A UNIQUE or PRIMARY KEY refused the row: SQLite SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY, MySQL ER_DUP_ENTRY. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, errno } = asDriverError(error);
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'ER_DUP_ENTRY' ||
    errno === MYSQL_DUPLICATE_ENTRY
  );
}

/** MySQL gave up on the transaction to break a lock cycle or a long wait: running it again may succeed. */
export function isTransientLockError(error: unknown): boolean {
  const { errno } = asDriverError(error);
  return errno === MYSQL_DEADLOCK || errno === MYSQL_LOCK_WAIT_TIMEOUT;
}
