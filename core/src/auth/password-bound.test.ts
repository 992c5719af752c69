import { describe, expect, it, vi } from 'vitest';

// The real argon2 is replaced here only to watch how many hashes run at the same moment.
const watch = vi.hoisted(() => ({ running: 0, most: 0, release: [] as Array<() => void> }));
vi.mock('@node-rs/argon2', () => {
  const slow = async () => {
    watch.running++;
    watch.most = Math.max(watch.most, watch.running);
    await new Promise<void>((r) => watch.release.push(r));
    watch.running--;
    return '$argon2id$v=19$m=19456,t=2,p=1$x$y';
  };
  return { hash: slow, verify: async () => (await slow()) !== '' };
});

const { hashPassword, verifyPassword } = await import('./password.ts');

describe('password hashing under a burst', () => {
  it('computes at most 4 hashes at once and finishes every one', async () => {
    const all = Promise.all([
      ...Array.from({ length: 10 }, (_, i) => hashPassword(`burst-password-${i}`)),
      ...Array.from({ length: 10 }, () => verifyPassword('$argon2id$stored', 'burst-password')),
    ]);
    // Let every started hash finish, one turn at a time, until all 20 are done.
    let done = false;
    void all.then(() => {
      done = true;
    });
    while (!done) {
      await new Promise((r) => setTimeout(r, 0));
      for (const release of watch.release.splice(0)) release();
    }
    expect(watch.most).toBe(4);
    expect((await all).length).toBe(20);
  });
});
