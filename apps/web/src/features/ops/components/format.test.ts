import { setLocale } from '@gm-claim/web-core-i18n';
import { duration } from './format';

describe('/ops durations', () => {
  afterEach(async () => setLocale('en'));

  it('English – "3 d 4 h", "2 h 5 min", "12 min", "40 s"', () => {
    expect([duration(3 * 86_400 + 4 * 3_600), duration(2 * 3_600 + 5 * 60), duration(12 * 60), duration(40)]).toEqual([
      '3 d 4 h',
      '2 h 5 min',
      '12 min',
      '40 s',
    ]);
  });

  it("in the user's language (Turkish)", async () => {
    await setLocale('tr');
    expect([duration(3 * 86_400 + 4 * 3_600), duration(2 * 3_600 + 5 * 60), duration(12 * 60), duration(40)]).toEqual([
      '3 g 4 sa',
      '2 sa 5 dk',
      '12 dk',
      '40 sn',
    ]);
  });
});
