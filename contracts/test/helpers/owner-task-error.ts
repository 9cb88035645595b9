import { expect } from 'chai';
import { OwnerTaskError } from '../../tasks/lib/errors.js';

/** Asserts that `work` rejects with an OwnerTaskError whose message matches `pattern`. */
export async function expectOwnerTaskError(work: Promise<unknown>, pattern: RegExp): Promise<void> {
  try {
    await work;
  } catch (error) {
    expect(error).to.be.instanceOf(OwnerTaskError);
    expect((error as Error).message, (error as Error).message).to.match(pattern);
    return;
  }
  expect.fail(`expected an OwnerTaskError matching ${pattern}`);
}
