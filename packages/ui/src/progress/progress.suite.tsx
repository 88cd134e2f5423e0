import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ProgressBar } from './ProgressBar';
import { PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS, createProgressStore } from './progress-store';
import { UiTestProvider } from '../test/UiTestProvider';

describe('progress store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('stays hidden for work shorter than the 200 ms throttle', () => {
    const store = createProgressStore();
    store.start();
    jest.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
    store.done();
    jest.advanceTimersByTime(1000);
    expect(store.getState().phase).toBe('hidden');
  });

  it('appears once work lasts past the throttle and completes on done', () => {
    const store = createProgressStore();
    store.start();
    jest.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    expect(store.getState().phase).toBe('loading');
    store.done();
    expect(store.getState().phase).toBe('done');
    jest.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
    expect(store.getState().phase).toBe('hidden');
  });

  it('waits for the last of several concurrent requests', () => {
    const store = createProgressStore();
    store.start();
    store.start();
    jest.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    store.done();
    expect(store.getState()).toEqual({ phase: 'loading', pending: 1 });
    store.done();
    expect(store.getState().phase).toBe('done');
  });

  it('turns to failed when any request of the batch failed, even a quick one', () => {
    const store = createProgressStore();
    store.start();
    store.fail();
    expect(store.getState().phase).toBe('failed');

    jest.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
    store.start();
    store.start();
    jest.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    store.fail();
    store.done();
    expect(store.getState().phase).toBe('failed');
  });

  it('ignores a done without a start', () => {
    const store = createProgressStore();
    store.done();
    expect(store.getState()).toEqual({ phase: 'hidden', pending: 0 });
  });
});

describe('ProgressBar', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the store phase', () => {
    const store = createProgressStore();
    render(
      <UiTestProvider>
        <ProgressBar store={store} />
      </UiTestProvider>,
    );
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar).toHaveAttribute('data-phase', 'hidden');
    act(() => {
      store.start();
      jest.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    });
    expect(bar).toHaveAttribute('data-phase', 'loading');
    act(() => store.fail());
    expect(bar).toHaveAttribute('data-phase', 'failed');
  });
});
