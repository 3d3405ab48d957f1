import { expect } from 'chai';
import type { BuyerFile } from '../../../../core/src/domain/buyer-file/buyer-file.js';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aBuyerFile, aProperty, aVisit } from '../../../../core/src/testing/index.js';
import { QB_COMMENT_MAX_LENGTH } from '../../../../core/src/use-cases/query-table/qb-tables.js';
import {
  UpdateTableRow,
  type UpdateTableRowInput,
} from '../../../../core/src/use-cases/update-table-row/update-table-row.js';
import { salesWorld, type SalesWorld } from './sales-kit.js';

describe('UpdateTableRow', () => {
  let world: SalesWorld;
  let useCase: UpdateTableRow;
  let file: BuyerFile;
  let theirFile: BuyerFile;
  let propertyId: number;
  const run = (overrides: Partial<UpdateTableRowInput> = {}) =>
    useCase.execute({
      viewer: world.negotiator,
      table: 'dossier_acheteurs',
      id: file.id,
      changes: { interest: 'not_interested' },
      ...overrides,
    });
  const stored = async (id = file.id) => (await world.kit.repos.buyerFiles.findById(id))!;

  beforeEach(async () => {
    world = await salesWorld();
    const { repos, unitOfWork } = world.kit;
    useCase = new UpdateTableRow({ unitOfWork });
    propertyId = (await repos.properties.add(aProperty({ negotiatorId: world.negotiator.id }))).id;
    const theirs = await repos.properties.add(aProperty({ negotiatorId: world.otherNegotiator.id }));
    file = await repos.buyerFiles.add(aBuyerFile({ propertyId, userId: world.buyer.id }));
    theirFile = await repos.buyerFiles.add(aBuyerFile({ propertyId: theirs.id, userId: world.buyer.id }));
  });

  it('changes a buyer file’s interest and comment together and answers the whole row', async () => {
    const result = await run({ changes: { interest: 'undecided', negotiatorComment: 'Dossier complet' } });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.table).to.equal('dossier_acheteurs');
    expect(result.value.id).to.equal(file.id);
    expect(result.value.row).to.deep.include({
      id: file.id,
      bienId: propertyId,
      interest: 'undecided',
      negotiatorComment: 'Dossier complet',
    });
    expect(await stored()).to.deep.include({ interest: 'undecided', negotiatorComment: 'Dossier complet' });
  });

  it('lets an administrator change any sale’s buyer file', async () => {
    expect((await run({ viewer: world.admin, id: theirFile.id })).ok).to.equal(true);
    expect((await stored(theirFile.id)).interest).to.equal('not_interested');
  });

  it('refuses another negotiator’s buyer file: forbidden, nothing changed', async () => {
    expect(await run({ id: theirFile.id })).to.deep.equal({ ok: false, error: { code: 'forbidden' } });
    expect((await stored(theirFile.id)).interest).to.equal('interested');
  });

  it('refuses columns off the list, and every column of a read-only table: qb_column_not_allowed', async () => {
    const visit = await world.kit.repos.visits.add(aVisit({ propertyId }));
    for (const [table, id, changes, column] of [
      ['dossier_acheteurs', file.id, { userId: 1 }, 'userId'],
      ['dossier_acheteurs', file.id, { interest: 'undecided', propertyId: 9 }, 'propertyId'],
      ['dossier_acheteurs', file.id, { toString: 'x' }, 'toString'],
      ['biens', propertyId, { title: 'X' }, 'title'],
      ['visites', visit.id, { capacity: 9 }, 'capacity'],
    ] as const) {
      expect(await run({ table, id, changes }), column).to.deep.equal({
        ok: false,
        error: { code: 'qb_column_not_allowed', params: { table, column }, field: column },
      });
    }
    expect((await stored()).interest).to.equal('interested');
  });

  it('refuses bad values, leaving the row as it was', async () => {
    for (const [changes, error] of [
      [{ interest: 'passionné' }, { code: 'invalid_input', field: 'interest' }],
      [
        { interest: 'undecided', negotiatorComment: null },
        { code: 'invalid_input', field: 'negotiatorComment' },
      ],
      [
        { negotiatorComment: 'x'.repeat(QB_COMMENT_MAX_LENGTH + 1) },
        { code: 'inline_text_too_long', params: { max: QB_COMMENT_MAX_LENGTH }, field: 'negotiatorComment' },
      ],
      [{}, { code: 'invalid_input' }],
      [[], { code: 'invalid_input' }],
      [null, { code: 'invalid_input' }],
    ] as const) {
      expect(await run({ changes }), JSON.stringify(changes)?.slice(0, 40)).to.deep.equal({
        ok: false,
        error,
      });
    }
    expect(await stored()).to.deep.include({ interest: 'interested', negotiatorComment: '' });
    expect((await run({ changes: { negotiatorComment: 'x'.repeat(QB_COMMENT_MAX_LENGTH) } })).ok).to.equal(
      true,
    );
  });

  it('answers not_found for a row that does not exist', async () => {
    for (const id of [9999, 0, 'abc']) {
      expect(await run({ id })).to.deep.equal({ ok: false, error: { code: 'not_found', field: 'id' } });
    }
  });

  it('refuses a table off the list, and callers who manage no sales', async () => {
    expect(await run({ table: 'users' })).to.deep.equal({
      ok: false,
      error: { code: 'qb_table_not_allowed', params: { table: 'users' }, field: 'table' },
    });
    expect(await run({ viewer: ANONYMOUS })).to.deep.equal({ ok: false, error: { code: 'unauthenticated' } });
    for (const viewer of [world.buyer, world.seller]) {
      expect(await run({ viewer })).to.deep.equal({ ok: false, error: { code: 'forbidden' } });
    }
  });
});
