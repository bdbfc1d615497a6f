import { SCAN_COOLDOWN_MS, scanGate } from './scan-gate';

describe('which codes the camera sends', () => {
  let now = 0;
  const gate = () => scanGate(() => now);
  beforeEach(() => {
    now = 1_000;
  });

  it('sends a code once while it stays in view, and again once it has been out of view for the cooldown', () => {
    const camera = gate();
    expect(camera.admit('T1.a')).toBe(true);
    camera.done();
    // Held in front of the camera for longer than the cooldown, seen every frame: still one check-in.
    for (let frame = 0; frame < 20; frame++) {
      now += 200;
      expect(camera.admit('T1.a')).toBe(false);
    }
    now += SCAN_COOLDOWN_MS - 1;
    expect(camera.admit('T1.a')).toBe(false);
    now += SCAN_COOLDOWN_MS;
    expect(camera.admit('T1.a')).toBe(true);
  });

  it('sends nothing while a check-in is on its way, then the next ticket at once', () => {
    const camera = gate();
    expect(camera.admit('T1.a')).toBe(true);
    expect(camera.admit('T2.b')).toBe(false);
    camera.done();
    expect(camera.admit('T2.b')).toBe(true);
  });
});
