import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroll } from './TableScroll';

// A wide table that scrolls sideways says so (a shadow on the hidden side, and a hint
// read with the region). The test environment lays nothing out: the region's widths are set here.
function layOut(
  region: HTMLElement,
  { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number },
) {
  Object.defineProperty(region, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(region, 'clientWidth', { configurable: true, get: () => clientWidth });
}

function table() {
  return (
    <table>
      <tbody>
        <tr>
          <td>Game</td>
          <td>Prize</td>
        </tr>
      </tbody>
    </table>
  );
}

/** Widths every region gets from the moment it is created (the first measure runs on mount). */
function wide(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('table-scroll') ? scrollWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('table-scroll') ? clientWidth : 0;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TableScroll', () => {
  it('says nothing when the table fits', () => {
    wide(300, 300);
    render(<TableScroll label="Prize grid">{table()}</TableScroll>);
    const region = screen.getByRole('region', { name: 'Prize grid' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/Scroll sideways/)).not.toBeInTheDocument();
    const frame = region.parentElement!;
    expect(frame).not.toHaveAttribute('data-more-right');
    expect(frame).not.toHaveAttribute('data-more-left');
  });

  it('shows the hint, read with the region, and a shadow on each side that hides columns', () => {
    wide(720, 320);
    render(<TableScroll label="My sports games">{table()}</TableScroll>);
    const region = screen.getByRole('region', { name: 'My sports games' });
    const frame = region.parentElement!;
    expect(region).toHaveAccessibleDescription('Scroll sideways to see every column');
    expect(screen.getByText('Scroll sideways to see every column')).toBeVisible();
    // At the start only the right side hides columns.
    expect(frame).toHaveAttribute('data-more-right', 'true');
    expect(frame).not.toHaveAttribute('data-more-left');

    // Half way: both sides.
    region.scrollLeft = 200;
    fireEvent.scroll(region);
    expect(frame).toHaveAttribute('data-more-left', 'true');
    expect(frame).toHaveAttribute('data-more-right', 'true');

    // At the end: only the left; the hint stays while columns are hidden.
    region.scrollLeft = 400;
    fireEvent.scroll(region);
    expect(frame).toHaveAttribute('data-more-left', 'true');
    expect(frame).not.toHaveAttribute('data-more-right');
    expect(region).toHaveAccessibleDescription('Scroll sideways to see every column');
  });

  it('follows the region when the window makes room for the table', () => {
    wide(720, 320);
    render(<TableScroll labelledBy="games-title">{table()}</TableScroll>);
    const region = screen.getByRole('region');
    expect(screen.getByText('Scroll sideways to see every column')).toBeInTheDocument();
    layOut(region, { scrollWidth: 720, clientWidth: 720 });
    fireEvent(window, new Event('resize'));
    expect(screen.queryByText('Scroll sideways to see every column')).not.toBeInTheDocument();
    expect(region).not.toHaveAttribute('aria-describedby');
  });
});
