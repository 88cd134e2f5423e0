import { render } from '@testing-library/react';
import { House, ShoppingCart } from 'lucide-react';
import { describe, expect, it } from '@jest/globals';
import { FALLBACK_MENU_ICON, MenuIcon, resolveMenuIcon } from './MenuIcon';

describe('MenuIcon', () => {
  it('maps the kebab-case names of the route tree to lucide icons', () => {
    expect(resolveMenuIcon('home')).toBe(House);
    expect(resolveMenuIcon('shopping-cart')).toBe(ShoppingCart);
    expect(resolveMenuIcon(' Shopping-Cart ')).toBe(ShoppingCart);
  });

  it('falls back for unknown or missing names', () => {
    expect(resolveMenuIcon('no-such-icon')).toBe(FALLBACK_MENU_ICON);
    expect(resolveMenuIcon(null)).toBe(FALLBACK_MENU_ICON);
    expect(resolveMenuIcon('')).toBe(FALLBACK_MENU_ICON);
  });

  it('renders a decorative svg', () => {
    const { container } = render(<MenuIcon name="graduation-cap" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-icon', 'graduation-cap');
    const { container: unknown } = render(<MenuIcon name="unknown" />);
    expect(unknown.querySelector('svg')).toHaveAttribute('data-icon', 'fallback');
  });
});
