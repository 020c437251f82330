import { describe, expect, it } from 'vitest';
import { isCompatibleContracts } from './contracts-version';

describe('isCompatibleContracts', () => {
  it.each([
    ['1.0.0', '1.0.0', true],
    ['1.0.5', '1.0.0', true],
    ['1.0.0', '1.2.0', true],
    ['1.3.0', '1.2.0', false],
    ['2.0.0', '1.9.9', false],
    ['0.9.0', '1.0.0', false],
    ['nonsense', '1.0.0', false],
  ])('a remote on %s against gateway %s: %s', (declared, current, ok) => {
    expect(isCompatibleContracts(declared, current)).toBe(ok);
  });
});
