import { describe, expect, it, jest } from '@jest/globals';
import { SWIPE_CLOSE_DISTANCE_PX, swipeCloses, swipeHandler } from './swipe';

const drag = (x: number, y: number, vx = 0, vy = 0) => ({ offset: { x, y }, velocity: { x: vx, y: vy } });

describe('swipeCloses', () => {
  it('closes after a quarter of the panel, or 120 px on a tall one', () => {
    expect(swipeCloses(99, 0, 400)).toBe(false);
    expect(swipeCloses(100, 0, 400)).toBe(true);
    expect(swipeCloses(119, 0, 2000)).toBe(false);
    expect(swipeCloses(SWIPE_CLOSE_DISTANCE_PX, 0, 2000)).toBe(true);
  });

  it('closes on a flick past the dead zone, not on a twitch', () => {
    expect(swipeCloses(30, 800, 600)).toBe(true);
    expect(swipeCloses(10, 2000, 600)).toBe(false);
  });

  it('never closes when pulled the other way', () => {
    expect(swipeCloses(-300, -2000, 600)).toBe(false);
  });
});

describe('swipeHandler', () => {
  it('closes a bottom sheet pulled down far enough, and only then', () => {
    const onClose = jest.fn();
    const onDragEnd = swipeHandler('bottom', () => 500, onClose);
    onDragEnd(null, drag(0, 60));
    expect(onClose).not.toHaveBeenCalled();
    onDragEnd(null, drag(0, -200, 0, -900));
    expect(onClose).not.toHaveBeenCalled();
    onDragEnd(null, drag(0, 140));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('reads horizontal swipes towards the drawer’s own edge', () => {
    const closeEnd = jest.fn();
    swipeHandler('end', () => 300, closeEnd)(null, drag(-200, 0));
    expect(closeEnd).not.toHaveBeenCalled();
    swipeHandler('end', () => 300, closeEnd)(null, drag(90, 0));
    expect(closeEnd).toHaveBeenCalledTimes(1);

    const closeStart = jest.fn();
    swipeHandler('start', () => 300, closeStart)(null, drag(200, 0));
    expect(closeStart).not.toHaveBeenCalled();
    swipeHandler('start', () => 300, closeStart)(null, drag(-90, 0));
    expect(closeStart).toHaveBeenCalledTimes(1);
  });

  it('ignores the other axis', () => {
    const onClose = jest.fn();
    swipeHandler('bottom', () => 400, onClose)(null, drag(400, 0, 3000, 0));
    expect(onClose).not.toHaveBeenCalled();
  });
});
