// The mark of a login just completed is written by the API and read by the admin: one name.
import { expect, it } from 'vitest';
import { SIGNED_IN_COOKIE as API_NAME } from '../../../api/src/auth/oidc.ts';
import { SIGNED_IN_COOKIE } from './login-redirect.ts';

it('reads the cookie the API sets after a completed login', () => {
  expect(SIGNED_IN_COOKIE).toBe(API_NAME);
});
