import type { Knex } from 'knex';
import type { Dialect } from './store.js';

/** The file (or ':memory:') of `sqlite:<path>`, or the connection settings of `mysql://user:pass@host:port/db`. */
export type DatabaseLocation =
  { dialect: 'sqlite'; filename: string } | { dialect: 'mysql'; connection: Knex.MySql2ConnectionConfig };

const MYSQL_DEFAULT_PORT = 3306;

export function parseDatabaseUrl(url: string): DatabaseLocation {
  if (url.startsWith('sqlite:')) {
    const filename = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!filename) throw new Error(`No file in the database URL ${url}`);
    return { dialect: 'sqlite', filename };
  }
  if (url.startsWith('mysql://') || url.startsWith('mariadb://')) {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (!database) throw new Error('No database in the MySQL URL');
    return {
      dialect: 'mysql',
      connection: {
        host: parsed.hostname || '127.0.0.1',
        port: parsed.port ? Number(parsed.port) : MYSQL_DEFAULT_PORT,
        user: decodeURIComponent(parsed.username) || 'root',
        password: decodeURIComponent(parsed.password),
        database,
      },
    };
  }
  // Only the scheme in the message: the URL may hold a password.
  throw new Error(`Unsupported database URL scheme '${url.split(':')[0]}': use sqlite:<path> or mysql://…`);
}

export const dialectOf = (url: string): Dialect => parseDatabaseUrl(url).dialect;
