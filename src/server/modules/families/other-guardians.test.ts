import { describe, expect, it } from 'vitest';
import { otherGuardians } from './other-guardians';

describe('otherGuardians', () => {
  it('names the child’s other guardians only: not this guardian, not another child’s', () => {
    const links = [
      { studentId: 'c1', guardian: { id: 'g1' } },
      { studentId: 'c1', guardian: { id: 'g2' } },
      { studentId: 'c2', guardian: { id: 'g1' } },
      { studentId: 'c3', guardian: { id: 'g3' } },
    ];
    expect(otherGuardians(links, 'g1', 'c1').map((l) => l.guardian.id)).toEqual(['g2']);
    expect(otherGuardians(links, 'g1', 'c2')).toEqual([]);
  });
});
