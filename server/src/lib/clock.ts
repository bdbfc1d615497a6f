/**
 * What time it is, asked in one place by the code that schedules and works timed jobs (holds, expiries, removals):
 * the system's clock in the product; tests move their own clock forward instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
