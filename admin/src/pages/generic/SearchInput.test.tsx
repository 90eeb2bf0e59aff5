// The grid's search waits for a pause in typing; a move to another page meanwhile drops it (the
// router keeps the list mounted while the next page loads: applying the search then brought the
// person back to the list from the record they had opened).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n.ts';
import { SEARCH_DEBOUNCE_MS } from './list-constants.ts';
import { SearchInput } from './SearchInput.tsx';

describe('the grid search', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/grid-clients');
  });
  afterEach(() => vi.useRealTimers());

  it('searches once the typing pauses', () => {
    const onSearch = vi.fn();
    render(<SearchInput value="" onSearch={onSearch} />);
    fireEvent.change(screen.getByTestId('grid-search'), { target: { value: 'Café' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledWith('Café');
  });

  it('drops the search when the person has moved to another page before it is sent', () => {
    const onSearch = vi.fn();
    render(<SearchInput value="" onSearch={onSearch} />);
    fireEvent.change(screen.getByTestId('grid-search'), { target: { value: 'Café' } });
    window.history.pushState(null, '', '/grid-clients/show/1');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(onSearch).not.toHaveBeenCalled();
  });
});
