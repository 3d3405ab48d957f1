import { HOUR_MS, bytesSource, identityDocumentDeletableAt, ok } from '@immo/core';
import {
  InMemoryErrorReporter,
  aBuyerFile,
  aProperty,
  aQualifiedBuyerFile,
  anAuction,
} from '@immo/core/testing';
import { expect } from 'chai';
import sinon from 'sinon';
import { IDENTITY_PURGE_INTERVAL_MS, scheduleIdentityPurge } from '../../../hosts/api/src/retention.js';
import { startTestApi } from '../../support/api-harness.js';

describe('scheduleIdentityPurge', () => {
  let timers: sinon.SinonFakeTimers;
  beforeEach(() => {
    timers = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => timers.restore());

  const counting = () => {
    const purge = { runs: 0, execute: async () => ((purge.runs += 1), ok({ purgedFileIds: [] })) };
    return purge;
  };

  it('runs once at start, then every hour, never twice at once, and not after stop', async () => {
    const purge = counting();
    const schedule = scheduleIdentityPurge(purge, { errors: new InMemoryErrorReporter() });
    await schedule.idle();
    expect(purge.runs).to.equal(1);
    expect(IDENTITY_PURGE_INTERVAL_MS).to.equal(HOUR_MS);
    timers.tick(HOUR_MS - 1);
    await schedule.idle();
    expect(purge.runs).to.equal(1);
    timers.tick(1);
    await Promise.all([schedule.runNow(), schedule.runNow()]);
    expect(purge.runs).to.equal(2);
    await schedule.stop();
    timers.tick(3 * HOUR_MS);
    expect(purge.runs).to.equal(2);
  });

  it('reports a failing run and keeps the schedule', async () => {
    const errors = new InMemoryErrorReporter();
    let fail = true;
    const purge = {
      runs: 0,
      execute: async () => {
        purge.runs += 1;
        if (fail) throw new Error('database gone');
        return ok({ purgedFileIds: [] });
      },
    };
    const schedule = scheduleIdentityPurge(purge, { errors });
    await schedule.idle();
    expect(errors.reported.map((r) => r.context)).to.deep.equal([{ job: 'purge-identity-documents' }]);
    fail = false;
    timers.tick(HOUR_MS);
    await schedule.idle();
    expect(purge.runs).to.equal(2);
    expect(errors.reported).to.have.length(1);
    await schedule.stop();
  });
});

describe('the API host deletes identity documents past their retention', () => {
  it('with the manual clock moved past the end of the sale plus one month', async () => {
    const t = await startTestApi();
    try {
      const { repos } = t.api.ports;
      const end = t.clock.now() - HOUR_MS;
      const property = await repos.properties.add(aProperty({ offersEndAt: end }));
      await repos.auctions.add(anAuction({ propertyId: property.id, endAt: end, originalEndAt: end }));
      const document = {
        ...aQualifiedBuyerFile().identity.document!,
        storageKey: 'private/identity/9-old.pdf',
      };
      await t.api.ports.storage.put(
        document.storageKey,
        bytesSource(new Uint8Array([0x25])),
        'application/pdf',
      );
      const file = await repos.buyerFiles.add(
        aBuyerFile({
          propertyId: property.id,
          userId: t.actors.buyer.user.id,
          identity: { ...aQualifiedBuyerFile().identity, document },
        }),
      );
      await t.api.retention.runNow();
      expect((await repos.buyerFiles.findById(file.id))!.identity.document).to.not.equal(null);
      t.clock.set(identityDocumentDeletableAt(end));
      await t.api.retention.runNow();
      const purged = (await repos.buyerFiles.findById(file.id))!;
      expect(purged.identity.document).to.equal(null);
      expect(purged.identity.documentDeletedAt).to.equal(t.clock.now());
      expect(await t.api.ports.storage.get(document.storageKey)).to.equal(null);
    } finally {
      await t.close();
    }
  });
});
