import { expect } from 'chai';
import { parseDatabaseUrl } from '../../../adapters/persistence-knex/src/database-url.js';

describe('parseDatabaseUrl', () => {
  it('reads a SQLite file, relative or absolute, and the in-memory database', () => {
    expect(parseDatabaseUrl('sqlite:./data/immo.sqlite')).to.deep.equal({
      dialect: 'sqlite',
      filename: './data/immo.sqlite',
    });
    expect(parseDatabaseUrl('sqlite:///var/lib/immo/immo.sqlite')).to.deep.equal({
      dialect: 'sqlite',
      filename: '/var/lib/immo/immo.sqlite',
    });
    expect(parseDatabaseUrl('sqlite::memory:')).to.deep.equal({ dialect: 'sqlite', filename: ':memory:' });
  });

  it('reads a MySQL URL, with escaped credentials and the default port', () => {
    expect(parseDatabaseUrl('mysql://immo:p%40ss@db.example:3307/encheres')).to.deep.equal({
      dialect: 'mysql',
      connection: { host: 'db.example', port: 3307, user: 'immo', password: 'p@ss', database: 'encheres' },
    });
    expect(parseDatabaseUrl('mysql://root@127.0.0.1/test')).to.deep.include({ dialect: 'mysql' });
    expect(parseDatabaseUrl('mysql://root@127.0.0.1/test')).to.have.nested.property('connection.port', 3306);
  });

  it('refuses a MySQL URL without a database, and other schemes without echoing the URL', () => {
    expect(() => parseDatabaseUrl('mysql://root@127.0.0.1:3306/')).to.throw(/No database/);
    expect(() => parseDatabaseUrl('postgres://u:secret@h/db'))
      .to.throw(/postgres/)
      .and.to.satisfy((error: unknown) => !String(error).includes('secret'));
  });
});
