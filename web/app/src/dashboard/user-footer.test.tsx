// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { displayName, initials } from './user-footer.tsx';

describe('sidebar footer name (spec 000 "Admin dashboard")', () => {
  it('shows the full name, else the e-mail, else Admin User', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.test' }, 'Admin User')).toBe(
      'Ada Lovelace',
    );
    expect(displayName({ firstName: 'Ada', lastName: null, email: 'ada@x.test' }, 'Admin User')).toBe('Ada');
    expect(displayName({ firstName: null, lastName: null, email: 'ada@x.test' }, 'Admin User')).toBe(
      'ada@x.test',
    );
    expect(displayName(null, 'Admin User')).toBe('Admin User');
  });

  it('makes initials from the name or the e-mail', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('ada.lovelace@x.test')).toBe('AL');
    expect(initials('Admin User')).toBe('AU');
    expect(initials('Ada')).toBe('AD');
  });
});
