import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFileStorage } from '@immo/storage';
import { fileStorageContract } from '../../contracts/file-storage.contract.js';

describe('LocalFileStorage contract', () => {
  fileStorageContract(async () => {
    const root = await mkdtemp(join(tmpdir(), 'immo-storage-contract-'));
    return { storage: new LocalFileStorage(root), close: () => rm(root, { recursive: true, force: true }) };
  });
});
