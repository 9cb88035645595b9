import { mulberry32 } from '@gm-claim/shared/mulberry32';
import { expect } from 'chai';
import { network } from 'hardhat';
import { jsRelease } from '../helpers/calendar.js';
import { deployGm, type GmDeployment } from '../helpers/deploy.js';

const connection = await network.create();
const { networkHelpers } = connection;

async function fixture(): Promise<GmDeployment> {
  return deployGm(connection, { supply: 0n, buffer: 0n });
}

/** Deterministic PRNG so failures reproduce. */
const prng = mulberry32;

interface Case {
  tge: number;
  month: number;
  releaseDay: number;
}

function cases(): Case[] {
  const random = prng(20_270_131);
  const out: Case[] = [];
  // Random TGEs from 1970 to 2399 (four leap-century cycles' worth of edge cases).
  for (let i = 0; i < 3_000; i += 1) {
    out.push({
      tge: Math.floor(random() * 13_569_465_600),
      month: Math.floor(random() * 121),
      releaseDay: 1 + Math.floor(random() * 28),
    });
  }
  // Year ends, leap days and century years, every month offset up to 4 years.
  const anchors = [
    Date.UTC(2027, 11, 31, 23, 59, 59),
    Date.UTC(2028, 1, 29, 0, 0, 0),
    Date.UTC(2028, 1, 28, 12, 0, 0),
    Date.UTC(2099, 11, 31, 6, 0, 0),
    Date.UTC(2100, 1, 28, 18, 30, 0),
    Date.UTC(2000, 1, 29, 1, 2, 3),
    Date.UTC(1970, 0, 1, 0, 0, 0),
    Date.UTC(2026, 0, 31, 9, 30, 0),
  ];
  for (const anchor of anchors) {
    for (let month = 0; month <= 48; month += 1) {
      out.push({ tge: anchor / 1000, month, releaseDay: 1 + ((month * 7) % 28) });
    }
  }
  return out;
}

describe('Calendar math against JavaScript Date', function () {
  it('calculateReleaseTimestamp matches Date.UTC for thousands of (tge, month, releaseDay)', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const all = cases();
    expect(all.length).to.be.greaterThan(3_000);
    const chunk = 200;
    for (let i = 0; i < all.length; i += chunk) {
      const slice = all.slice(i, i + chunk);
      const got = await Promise.all(
        slice.map((c) => gm.publicVesting.calculateReleaseTimestamp(c.tge, c.month, c.releaseDay)),
      );
      slice.forEach((c, j) => {
        expect(got[j], `tge=${c.tge} month=${c.month} day=${c.releaseDay}`).to.equal(
          BigInt(jsRelease(c.tge, c.month, c.releaseDay)),
        );
      });
    }
  });

  it('rejects release days outside 1..28', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    for (const day of [0, 29, 31]) {
      await expect(gm.publicVesting.calculateReleaseTimestamp(0, 1, day))
        .to.be.revertedWithCustomError(gm.publicVesting, 'GMVesting_ReleaseDayOutOfRange')
        .withArgs(day);
    }
  });
});
