import { resolvePageType } from './resolve-page-type';

const paths = { BACKER: '/backer-x1', ECOSYSTEM: '/eco-7', TEAM: '/team-9', MARKETING: '/mkt-3' };

describe('resolvePageType', () => {
  it.each([
    ['/', { kind: 'main' }],
    ['/privacy', { kind: 'privacy' }],
    ['/terms', { kind: 'terms' }],
    ['/vesting', { kind: 'vesting', type: 'PUBLIC' }],
    ['/my-vesting-page', { kind: 'vesting', type: 'PUBLIC' }],
    ['/VESTING', { kind: 'vesting', type: 'PUBLIC' }],
    ['/backer-x1', { kind: 'vesting', type: 'BACKER' }],
    ['/BACKER-X1', { kind: 'vesting', type: 'BACKER' }],
    ['/eco-7/', { kind: 'vesting', type: 'ECOSYSTEM' }],
    ['/Mkt-3', { kind: 'vesting', type: 'MARKETING' }],
    ['/team-9', { kind: 'vesting', type: 'TEAM' }],
    ['/backer-x1/more', { kind: 'vesting', type: 'TEAM' }],
    ['/anything', { kind: 'vesting', type: 'TEAM' }],
    ['/fairness', { kind: 'fairness' }],
    ['/Fairness/', { kind: 'fairness' }],
    ['/ops', { kind: 'ops' }],
    ['/OPS/', { kind: 'ops' }],
    ['/status', { kind: 'status' }],
    ['/Status/', { kind: 'status' }],
    ['/challenge/42', { kind: 'challenge', requestId: '42' }],
    ['/challenge/42/', { kind: 'challenge', requestId: '42' }],
    ['/challenge/not-a-number', { kind: 'challenge', requestId: 'not-a-number' }],
    ['/challenge/vesting', { kind: 'challenge', requestId: 'vesting' }],
    ['/challenge', { kind: 'vesting', type: 'TEAM' }],
    ['/challenge/1/2', { kind: 'vesting', type: 'TEAM' }],
  ])('%s → %j', (path, expected) => {
    expect(resolvePageType(path, paths)).toEqual(expected);
  });
});
