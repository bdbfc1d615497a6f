import type { Clock } from '../lib/clock.js';

/** The system's time plus however far a test has moved it forward. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now() {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(seconds: number) {
    this.offsetMs += seconds * 1000;
  }
}
