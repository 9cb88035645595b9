import { overloadArrivalSecond, overtaken } from '../rehearse/rehearse';

/** The overload run's order figures (issue 34 §3): who was overtaken, by how many places. */
describe('the overload rehearsal: overtaken claimants', () => {
  it('none when the rank follows the arrival', () => {
    expect(overtaken([0, 10, 20, 30].map((arrived, rank) => ({ arrived, rank })))).toEqual({ claimants: 0, maxPlaces: 0 });
  });

  it('counts each claimant overtaken once, with the places it lost', () => {
    // The first arrival ranked last: overtaken by the three after it; nobody else.
    const visits = [
      { arrived: 0, rank: 3 },
      { arrived: 10, rank: 0 },
      { arrived: 20, rank: 1 },
      { arrived: 30, rank: 2 },
    ];
    expect(overtaken(visits)).toEqual({ claimants: 1, maxPlaces: 3 });
    // Only arrivals ≥ 25 ms later count: one place.
    expect(overtaken(visits, 25)).toEqual({ claimants: 1, maxPlaces: 1 });
  });

  it('arrivals are even at the given rate', () => {
    expect(overloadArrivalSecond(50, 25)).toBe(2);
  });
});
