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

describe('AnimatedNumber in the page locale, real from the first HTML (issue 26)', () => {
  it('draws the final number in the server HTML, never 0', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<AnimatedNumber value={2557} locale="en" />);
    expect(html).toContain('2,557');
    expect(html).not.toMatch(/>0</);
  });

  it('formats by the page locale: Italian, English, French', () => {
    const { container, rerender } = render(<AnimatedNumber value={143149} locale="it" />);
    expect(container.textContent).toBe('143.149143.149');
    rerender(<AnimatedNumber value={143149} locale="en" />);
    expect(container.querySelector('.visually-hidden')?.textContent).toBe('143,149');
    rerender(<AnimatedNumber value={143149} locale="fr" />);
    expect(container.querySelector('.visually-hidden')?.textContent).toBe('143\u202f149');
  });
});
