import { randomBytes, randomUUID } from 'node:crypto';
import type { IdGenerator } from '@immo/core';

export type RandomIdFormat = 'uuid' | 'base64url';

/**
 * 'uuid' (the default: 122 random bits, lower-case hex) is safe as a file name on case-insensitive
 * disks; 'base64url' packs 128 random bits into 22 URL-safe characters.
 */
export class RandomIdGenerator implements IdGenerator {
  constructor(private readonly format: RandomIdFormat = 'uuid') {}

  next(): string {
    return this.format === 'uuid' ? randomUUID() : randomBytes(16).toString('base64url');
  }
}
