import { randomUUID } from 'node:crypto';
import { beforeAll, describe } from 'vitest';
import type { Storage } from './storage';
import { storageObjectContract } from './storage-contract-objects';
import { storageStreamingContract } from './storage-contract-streaming';

/** Hands each test a getter for the driver and a fresh key prefix, so tests never see each other's objects. */
export interface ContractContext {
  storage: () => Storage;
  freshPrefix: () => string;
}

/** The behaviour every driver must share. Registers its tests under `describe(name)`. */
export function storageContract(name: string, setup: () => Storage | Promise<Storage>): void {
  describe(`${name} storage`, () => {
    let driver: Storage | undefined;
    beforeAll(async () => {
      driver = await setup();
    });
    const ctx: ContractContext = {
      storage: () => {
        if (!driver) throw new Error('storage not set up');
        return driver;
      },
      freshPrefix: () => `contract/${randomUUID()}`,
    };
    describe('objects', () => storageObjectContract(ctx));
    describe('listings and streaming', () => storageStreamingContract(ctx));
  });
}
