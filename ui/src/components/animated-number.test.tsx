import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnimatedNumber, formatItalian } from './animated-number';

describe('formatItalian', () => {
  it('groups thousands with dots, four-digit numbers too', () => {
    expect(formatItalian(2557)).toBe('2.557');
    expect(formatItalian(1234567.5)).toBe('1.234.567,5');
    expect(formatItalian(12)).toBe('12');
  });
});

describe('AnimatedNumber', () => {
  it('gives screen readers the final value at once', () => {
    render(<AnimatedNumber value={2557} />);
    expect(screen.getByText('2.557', { selector: '.visually-hidden' })).toBeTruthy();
  });
});
